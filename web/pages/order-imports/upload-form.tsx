import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../../router/index.ts';
import { t } from '../../../shared/i18n/order-import.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from '../../../shared/order-import-limits.ts';
import { uploadFailureText, uploadOrderFile, type PickedColumns, type UploadReply } from '../../api/order-import.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/check.tsx';
import { cn } from '../../ui/cn.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Panel } from '../../ui/panel.tsx';
import { Select } from '../../ui/select.tsx';

type Preview = Extract<UploadReply, { status: 'COLUMNS' }>['preview'];

/**
 * The order-file form (SPEC §4 order-file form): upload enabled only once a file is chosen, delete clears it. A file
 * without a recognisable header comes back with its first rows, and the form asks for the columns and sends it again.
 */
export function ImportUploadForm() {
  const id = useId();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [columns, setColumns] = useState<PickedColumns>({ code: 0, quantity: 1, reference: null, firstRowIsHeader: false });

  const clear = () => {
    form.current?.reset();
    setFile(null);
    setPreview(null);
    setError('');
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file || busy) return;
    setBusy(true);
    setError('');
    try {
      const reply = await uploadOrderFile(file, preview ? columns : undefined);
      if (reply.status === 'OK') {
        const others = reply.otherSheets.length > 0 ? `?fogli=${encodeURIComponent(reply.otherSheets.join(', '))}` : '';
        await navigate(reply.url + others);
      } else setPreview(reply.preview);
    } catch (failure) {
      setError(uploadFailureText(failure));
    } finally {
      setBusy(false);
    }
  }

  const width = Math.max(0, ...(preview ?? []).map((row) => row.cells.length));
  const sample = (n: number) => preview?.map((row) => row.cells[n]).find((cell) => cell !== null && cell !== undefined) ?? '';
  const options = Array.from({ length: width }, (_, n) => (
    <option key={n} value={n}>
      {t('JS_IMPORT_COLUMN_N', { n: n + 1, sample: String(sample(n)).slice(0, 30) })}
    </option>
  ));
  const pick = (field: 'code' | 'quantity' | 'reference') => (value: string) =>
    setColumns((now) => ({ ...now, [field]: value === '' ? null : Number(value) }));

  return (
    <Panel title={t('JS_PAGE_IMPORT_ORDERS')} data-testid="import-upload">
      <p className="text-sm text-slate-700">
        {t('JS_IMPORT_INTRO', { mb: MAX_IMPORT_FILE_BYTES / (1024 * 1024), max: formatCount(MAX_IMPORT_ROWS) })}
      </p>
      <a href="/import-order/template.xlsx" download className="text-sm text-blue-800 underline">
        {t('JS_IMPORT_TEMPLATE')}
      </a>
      <form ref={form} onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3" aria-busy={busy}>
        <Field label={t('JS_IMPORT_FILE_LABEL')} id={`${id}-file`}>
          <div className="flex flex-wrap items-center gap-2">
            <Input
              type="file"
              name="file"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setPreview(null);
                setError('');
              }}
              disabled={busy}
              className="w-auto flex-1 rounded-none border-0 bg-transparent p-0 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5"
            />
            <Button type="submit" disabled={!file || busy}>
              {busy ? t('JS_IMPORT_UPLOADING') : t('JS_IMPORT_UPLOAD')}
            </Button>
            {file ? (
              <Button variant="outline" onClick={clear} disabled={busy}>
                {t('JS_IMPORT_CLEAR')}
              </Button>
            ) : null}
          </div>
        </Field>
        {preview ? (
          <fieldset className="flex flex-col gap-2" data-testid="import-columns">
            <legend className="text-sm font-semibold">{t('JS_IMPORT_PICK_COLUMNS')}</legend>
            <Field label={t('JS_IMPORT_COLUMN_CODE')} id={`${id}-code`}>
              <Select value={String(columns.code)} onValueChange={pick('code')}>
                {options}
              </Select>
            </Field>
            <Field label={t('JS_IMPORT_COLUMN_QUANTITY')} id={`${id}-quantity`}>
              <Select value={columns.quantity === null ? '' : String(columns.quantity)} onValueChange={pick('quantity')}>
                <option value="">{t('JS_IMPORT_COLUMN_NONE')}</option>
                {options}
              </Select>
            </Field>
            <Field label={t('JS_IMPORT_COLUMN_REFERENCE')} id={`${id}-reference`}>
              <Select value={columns.reference === null ? '' : String(columns.reference)} onValueChange={pick('reference')}>
                <option value="">{t('JS_IMPORT_COLUMN_NONE')}</option>
                {options}
              </Select>
            </Field>
            <Checkbox
              label={t('JS_IMPORT_FIRST_ROW_HEADER')}
              checked={columns.firstRowIsHeader}
              onCheckedChange={(checked) => setColumns((now) => ({ ...now, firstRowIsHeader: checked }))}
            />
          </fieldset>
        ) : null}
      </form>
      <p role="status" aria-live="polite" className={cn('text-sm', error ? 'text-red-700' : '')} data-testid="import-upload-status">
        {error}
      </p>
    </Panel>
  );
}
