import { useId, type FormEvent } from 'react';
import { t } from '../../../shared/i18n/order-import.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from '../../../shared/order-import-limits.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Panel } from '../../ui/panel.tsx';
import { ColumnPicker } from './column-picker.tsx';
import { useOrderUpload } from './use-order-upload.ts';

/**
 * The order-file form (SPEC §4 order-file form): upload enabled only once a file is chosen, delete clears it. A file
 * without a recognisable header comes back with its first rows, and the form asks for the columns and sends it again.
 */
export function ImportUploadForm() {
  const id = useId();
  const upload = useOrderUpload();
  const { busy, file, preview } = upload;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void upload.upload();
  };

  return (
    <Panel title={t('JS_PAGE_IMPORT_ORDERS')} data-testid="import-upload">
      <p className="text-sm text-slate-700">
        {t('JS_IMPORT_INTRO', { mb: MAX_IMPORT_FILE_BYTES / (1024 * 1024), max: formatCount(MAX_IMPORT_ROWS) })}
      </p>
      <a href="/import-order/template.xlsx" download className="text-sm text-blue-800 underline">
        {t('JS_IMPORT_TEMPLATE')}
      </a>
      <form ref={upload.form} onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={busy}>
        <Field label={t('JS_IMPORT_FILE_LABEL')} id={`${id}-file`}>
          <div className="flex flex-wrap items-center gap-2">
            <Input
              type="file"
              name="file"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              onChange={(event) => upload.choose(event.currentTarget.files?.[0] ?? null)}
              disabled={busy}
              className="w-auto flex-1 rounded-none border-0 bg-transparent p-0 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5"
            />
            <Button type="submit" disabled={!file || busy}>
              {busy ? t('JS_IMPORT_UPLOADING') : t('JS_IMPORT_UPLOAD')}
            </Button>
            {file ? (
              <Button variant="outline" onClick={upload.clear} disabled={busy}>
                {t('JS_IMPORT_CLEAR')}
              </Button>
            ) : null}
          </div>
        </Field>
        {preview ? <ColumnPicker preview={preview} columns={upload.columns} onColumns={upload.setColumns} /> : null}
      </form>
      <p role="status" aria-live="polite" className={cn('text-sm', upload.error ? 'text-red-700' : '')} data-testid="import-upload-status">
        {upload.error}
      </p>
    </Panel>
  );
}
