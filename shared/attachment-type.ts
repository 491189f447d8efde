import { fileTypeFromBuffer } from 'file-type';
import { ACCEPTED_ATTACHMENT_TYPES, type AttachmentContentType } from './attachment-limits.ts';

const accepted = new Set<string>(ACCEPTED_ATTACHMENT_TYPES);

/**
 * The type of an attachment read from its bytes, never from its name or the browser's claim (a renamed .exe
 * stays an .exe); null when it is not one a cart accepts. Server-side only: file-type stays out of the SPA.
 */
export async function sniffAttachmentType(bytes: Uint8Array): Promise<AttachmentContentType | null> {
  let found: Awaited<ReturnType<typeof fileTypeFromBuffer>>;
  try {
    found = await fileTypeFromBuffer(bytes);
  } catch {
    // file-type throws on some malformed containers (a ZIP whose header is cut): not a file we accept.
    return null;
  }
  return found && accepted.has(found.mime) ? (found.mime as AttachmentContentType) : null;
}
