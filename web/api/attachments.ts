import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_CART } from '../../shared/attachment-limits.ts';
import type { UploadAttachmentReply } from '../../shared/contract/attachments.ts';
import { t } from '../../shared/i18n/attachments.ts';
import { isApiError } from './api-error.ts';
import { apiJson, apiText } from './fetch.ts';
import { onFirstUse } from '../../shared/on-first-use.ts';

const MB = MAX_ATTACHMENT_BYTES / (1024 * 1024);

/**
 * POST /cart/upload-attachment as multipart (fields idCart and file). The CSRF token goes in the header, as for
 * every call: the server checks it before it reads the file.
 */
export function uploadAttachment(idCart: number, file: File, signal?: AbortSignal): Promise<UploadAttachmentReply> {
  const form = new FormData();
  form.append('idCart', String(idCart));
  form.append('file', file, file.name);
  return apiJson<UploadAttachmentReply>('/cart/upload-attachment', { method: 'POST', form, signal });
}

/** POST /cart/delete-attachment: text OK; deleting a file already gone is OK too. */
export async function deleteAttachment(idCart: number, attachmentId: number): Promise<void> {
  await apiText('/cart/delete-attachment', { method: 'POST', json: { idCart, attachmentId } });
}

/** Where a file downloads from: a plain link (a GET that changes nothing needs no token). */
export function attachmentUrl(idCart: number, attachmentId: number): string {
  return `/cart/attachment/${attachmentId}?idCart=${idCart}`;
}

/**
 * Why a chosen file cannot be sent, before sending it (the server checks again, and the type too, from the
 * bytes): over the size limit, or the cart already full. null when it may go.
 */
export function refusalBeforeUpload(file: { size: number }, storedCount: number): string | null {
  if (storedCount >= MAX_ATTACHMENTS_PER_CART) return t('JS_ATTACHMENT_LIMIT_REACHED', { max: MAX_ATTACHMENTS_PER_CART });
  if (file.size === 0) return t('JS_ATTACHMENT_EMPTY');
  if (file.size > MAX_ATTACHMENT_BYTES) return t('JS_ATTACHMENT_TOO_LARGE', { mb: MB });
  return null;
}

/** SPEC §8 attachment failure: the server's text when it sent one, else the upload-error text. */
export function attachmentFailureText(error: unknown, fallback: 'upload' | 'delete' = 'upload'): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return t(fallback === 'upload' ? 'JS_UPLOAD_ERROR' : 'JS_ATTACHMENT_DELETE_ERROR');
}

const sizeFormats = onFirstUse(() => ({
  byte: new Intl.NumberFormat('it-IT', { style: 'unit', unit: 'byte', unitDisplay: 'long' }),
  kB: new Intl.NumberFormat('it-IT', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }),
  MB: new Intl.NumberFormat('it-IT', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
}));

/** A file's size as Italians read it: "512 byte", "84 kB", "1,4 MB" (binary multiples, as the 5 MB limit). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return sizeFormats().byte.format(bytes);
  if (bytes < 1024 * 1024) return sizeFormats().kB.format(Math.round(bytes / 1024));
  return sizeFormats().MB.format(bytes / (1024 * 1024));
}
