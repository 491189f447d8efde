import { useRef, useState } from 'react';
import type { AttachmentView } from '../../../shared/contract/attachments.ts';
import { attachmentFailureText, deleteAttachment, refusalBeforeUpload, uploadAttachment } from '../../api/attachments.ts';
import { t } from '../../../shared/i18n/attachments.ts';

/** The last upload's or delete's outcome, in words. */
export type AttachmentStatus = { kind: 'ok' | 'error'; text: string } | null;

/**
 * The cart's attachments as the form holds them: the stored files (the page's list wins when it reloads), the file
 * chosen, which call runs (`'upload'`, or the id of the file being deleted: one at a time) and how the last ended.
 */
export function useCartAttachments(idCart: number, attachments: AttachmentView[]) {
  // The file input's form: resetting it clears the chosen file (the form holds nothing else).
  const form = useRef<HTMLFormElement>(null);
  const [files, setFiles] = useState(attachments);
  const [loaded, setLoaded] = useState(attachments);
  const [chosen, setChosen] = useState<File | null>(null);
  const [busy, setBusy] = useState<'upload' | number | null>(null);
  const [status, setStatus] = useState<AttachmentStatus>(null);
  // The page reloaded its data (another tab, a revalidation): its list wins over ours.
  if (attachments !== loaded) {
    setLoaded(attachments);
    setFiles(attachments);
  }

  function clearChoice() {
    setChosen(null);
    form.current?.reset();
  }

  function choose(file: File | null) {
    setChosen(file);
    setStatus(null);
  }

  async function upload() {
    if (!chosen || busy !== null) return;
    const refusal = refusalBeforeUpload(chosen, files.length);
    if (refusal) return setStatus({ kind: 'error', text: refusal });
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

  async function remove(file: AttachmentView) {
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

  return { form, files, chosen, busy, status, clearChoice, choose, upload, remove };
}

export type CartAttachmentsState = ReturnType<typeof useCartAttachments>;
