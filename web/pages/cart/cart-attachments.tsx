import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ATTACHMENT_ACCEPT, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_CART } from '../../../shared/attachment-limits.ts';
import type { AttachmentView } from '../../../shared/contract/attachments.ts';
import {
  attachmentFailureText,
  attachmentUrl,
  deleteAttachment,
  formatFileSize,
  refusalBeforeUpload,
  uploadAttachment,
} from '../../api/attachments.ts';
import { t } from '../../../shared/i18n/attachments.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Spinner } from '../../ui/spinner.tsx';

export interface CartAttachmentsProps {
  idCart: number;
  /** The cart's files as the page loaded them; the form keeps its own copy as files come and go. */
  attachments: AttachmentView[];
}

type Status = { kind: 'ok' | 'error'; text: string } | null;

/**
 * The cart's attachment form (SPEC §4): choose a file, upload it (the button works only once a file is chosen,
 * and not while a call runs), see the stored files with a download link, delete one. "Elimina" next to a chosen
 * file only clears the choice; next to a stored file it also removes it on the server. A failure shows the
 * server's text or the upload-error text (SPEC §8), in a live region screen readers announce.
 */
export function CartAttachments({ idCart, attachments }: CartAttachmentsProps) {
  const id = useId();
  // The file input's form: resetting it clears the chosen file (the form holds nothing else).
  const form = useRef<HTMLFormElement>(null);
  const [files, setFiles] = useState(attachments);
  const [loaded, setLoaded] = useState(attachments);
  const [chosen, setChosen] = useState<File | null>(null);
  const [busy, setBusy] = useState<'upload' | number | null>(null);
  const [status, setStatus] = useState<Status>(null);
  // The page reloaded its data (another tab, a revalidation): its list wins over ours.
  if (attachments !== loaded) {
    setLoaded(attachments);
    setFiles(attachments);
  }

  function clearChoice() {
    setChosen(null);
    form.current?.reset();
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    setChosen(event.currentTarget.files?.[0] ?? null);
    setStatus(null);
  }

  async function onUpload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen || busy !== null) return;
    const refusal = refusalBeforeUpload(chosen, files.length);
    if (refusal) {
      setStatus({ kind: 'error', text: refusal });
      return;
    }
    setBusy('upload');
    setStatus(null);
    try {
      const reply = await uploadAttachment(idCart, chosen);
      setFiles((current) => [...current, reply.attachment]);
      clearChoice();
      setStatus({ kind: 'ok', text: t('JS_ATTACHMENT_UPLOADED', { filename: reply.filename }) });
    } catch (error) {
      setStatus({ kind: 'error', text: attachmentFailureText(error) });
    } finally {
      setBusy(null);
    }
  }

  async function onDelete(file: AttachmentView) {
    if (busy !== null) return;
    setBusy(file.id);
    setStatus(null);
    try {
      await deleteAttachment(idCart, file.id);
      setFiles((current) => current.filter((f) => f.id !== file.id));
      setStatus({ kind: 'ok', text: t('JS_ATTACHMENT_DELETED', { filename: file.filename }) });
    } catch (error) {
      setStatus({ kind: 'error', text: attachmentFailureText(error, 'delete') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
      data-testid="cart-attachments"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('JS_ATTACHMENTS_TITLE')}
      </h2>
      {files.length === 0 ? (
        <p className="text-sm text-slate-600">{t('JS_ATTACHMENTS_EMPTY')}</p>
      ) : (
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
                onClick={() => void onDelete(file)}
                aria-label={t('JS_ATTACHMENT_DELETE_LABEL', { filename: file.filename })}
              >
                {busy === file.id ? (
                  <span aria-hidden="true">
                    <Spinner size="sm" label={t('JS_LOADING')} />
                  </span>
                ) : null}
                {t('JS_ATTACHMENT_CLEAR')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form ref={form} onSubmit={onUpload} className="flex flex-col gap-2" aria-busy={busy === 'upload'}>
        <Field
          label={t('JS_ATTACHMENT_FILE_LABEL')}
          hint={t('JS_ATTACHMENTS_HINT', { mb: MAX_ATTACHMENT_BYTES / (1024 * 1024), max: MAX_ATTACHMENTS_PER_CART })}
          id={`${id}-file`}
          className="gap-2"
        >
          <div className="flex flex-wrap items-center gap-2">
            <Input
              type="file"
              name="file"
              accept={ATTACHMENT_ACCEPT}
              onChange={onChoose}
              disabled={busy !== null || files.length >= MAX_ATTACHMENTS_PER_CART}
              className="w-auto flex-1 rounded-none border-0 bg-transparent p-0 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5"
            />
            <Button type="submit" disabled={!chosen || busy !== null}>
              {busy === 'upload' ? (
                <span aria-hidden="true">
                  <Spinner size="sm" label={t('JS_ATTACHMENT_UPLOADING')} />
                </span>
              ) : null}
              {busy === 'upload' ? t('JS_ATTACHMENT_UPLOADING') : t('JS_ATTACHMENT_UPLOAD')}
            </Button>
            {chosen ? (
              <Button variant="outline" onClick={clearChoice} disabled={busy !== null} aria-label={t('JS_ATTACHMENT_CLEAR_LABEL')}>
                {t('JS_ATTACHMENT_CLEAR')}
              </Button>
            ) : null}
          </div>
        </Field>
      </form>
      <p aria-live="polite" role="status" className={cn('text-sm', status?.kind === 'error' ? 'text-red-700' : 'text-green-800')}>
        {status?.text ?? ''}
      </p>
    </section>
  );
}
