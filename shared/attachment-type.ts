import { fileTypeFromBuffer } from 'file-type';
import { ACCEPTED_ATTACHMENT_TYPES, type AttachmentContentType } from './attachment-limits.ts';

const accepted = new Set<string>(ACCEPTED_ATTACHMENT_TYPES);

/**
 * The type of an attachment read from its bytes, never from its name or the browser's claim (a renamed .exe
 * stays an .exe); null when it is not one a cart accepts. Server-side only: file-type stays out of the SPA.
 */
export async function sniffAttachmentType(bytes: Uint8Array): Promise<AttachmentContentType | null> {
  const found = await fileTypeFromBuffer(bytes);
  return found && accepted.has(found.mime) ? (found.mime as AttachmentContentType) : null;
}
