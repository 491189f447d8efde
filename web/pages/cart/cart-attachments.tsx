import { useId } from 'react';
import { ATTACHMENT_ACCEPT, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_CART } from '../../../shared/attachment-limits.ts';
import type { AttachmentView } from '../../../shared/contract/attachments.ts';
import { attachmentUrl, formatFileSize } from '../../api/attachments.ts';
import { t } from '../../../shared/i18n/attachments.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useCartAttachments, type CartAttachmentsState } from './use-cart-attachments.ts';

export interface CartAttachmentsProps {
  idCart: number;
  /** The cart's files as the page loaded them; the form keeps its own copy as files come and go. */
  attachments: AttachmentView[];
}

/**
 * The cart's attachment form (SPEC §4): choose a file, upload it (the button works only once a file is chosen,
 * and not while a call runs), see the stored files with a download link, delete one. "Elimina" next to a chosen
 * file only clears the choice; next to a stored file it also removes it on the server. A failure shows the
 * server's text or the upload-error text (SPEC §8), in a live region screen readers announce.
 */
export function CartAttachments({ idCart, attachments }: CartAttachmentsProps) {
  const id = useId();
  const state = useCartAttachments(idCart, attachments);
  const { status } = state;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
      data-testid="cart-attachments"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('JS_ATTACHMENTS_TITLE')}
      </h2>
      <AttachmentList idCart={idCart} state={state} />
      <UploadForm id={`${id}-file`} state={state} />
      <p aria-live="polite" role="status" className={cn('text-sm', status?.kind === 'error' ? 'text-red-700' : 'text-green-800')}>
        {status?.text ?? ''}
      </p>
    </section>
  );
}

/** The stored files: each a download link, its size and a delete button. */
function AttachmentList({ idCart, state }: { idCart: number; state: CartAttachmentsState }) {
  const { files, busy } = state;
  if (files.length === 0) return <p className="text-sm text-slate-600">{t('JS_ATTACHMENTS_EMPTY')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-100">
      {files.map((file) => (
        <li key={file.id} className="flex items-center gap-3 py-2 text-sm" data-attachment-id={file.id}>
          <a
            href={attachmentUrl(idCart, file.id)}
            download={file.filename}
            className="min-w-0 flex-1 truncate text-blue-800 underline hover:text-blue-950"
            aria-label={t('JS_ATTACHMENT_DOWNLOAD_LABEL', { filename: file.filename })}
          >
            {file.filename}
          </a>
          <span className="shrink-0 text-slate-600 tabular-nums">{formatFileSize(file.size)}</span>
          <Button
            variant="ghost"
            size="sm"
            disabled={busy !== null}
            onClick={() => void state.remove(file)}
            aria-label={t('JS_ATTACHMENT_DELETE_LABEL', { filename: file.filename })}
          >
            {busy === file.id ? <BusySpinner label={t('JS_LOADING')} /> : null}
            {t('JS_ATTACHMENT_CLEAR')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Choose a file and upload it; a chosen file can be cleared before. */
function UploadForm({ id, state }: { id: string; state: CartAttachmentsState }) {
  const { chosen, busy } = state;
  const uploading = busy === 'upload';
  return (
    <form
      ref={state.form}
      onSubmit={(event) => {
        event.preventDefault();
        void state.upload();
      }}
      className="flex flex-col gap-2"
      aria-busy={uploading}
    >
      <Field
        label={t('JS_ATTACHMENT_FILE_LABEL')}
        hint={t('JS_ATTACHMENTS_HINT', { mb: MAX_ATTACHMENT_BYTES / (1024 * 1024), max: MAX_ATTACHMENTS_PER_CART })}
        id={id}
        className="gap-2"
      >
        <div className="flex flex-wrap items-center gap-2">
          <Input
            type="file"
            name="file"
            accept={ATTACHMENT_ACCEPT}
            onChange={(event) => state.choose(event.currentTarget.files?.[0] ?? null)}
            disabled={busy !== null || state.files.length >= MAX_ATTACHMENTS_PER_CART}
            className="w-auto flex-1 rounded-none border-0 bg-transparent p-0 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5"
          />
          <Button type="submit" disabled={!chosen || busy !== null}>
            {uploading ? <BusySpinner label={t('JS_ATTACHMENT_UPLOADING')} /> : null}
            {uploading ? t('JS_ATTACHMENT_UPLOADING') : t('JS_ATTACHMENT_UPLOAD')}
          </Button>
          {chosen ? (
            <Button variant="outline" onClick={state.clearChoice} disabled={busy !== null} aria-label={t('JS_ATTACHMENT_CLEAR_LABEL')}>
              {t('JS_ATTACHMENT_CLEAR')}
            </Button>
          ) : null}
        </div>
      </Field>
    </form>
  );
}

/** A button's spinner, hidden from screen readers: the button's own text says what runs. */
function BusySpinner({ label }: { label: string }) {
  return (
    <span aria-hidden="true">
      <Spinner size="sm" label={label} />
    </span>
  );
}
