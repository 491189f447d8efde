import { z } from 'zod';
import { ACCEPTED_ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_NAME } from '../attachment-limits.ts';

/** A file attached to a cart, as lists show it (without its bytes). */
export const attachmentView = z.object({
  id: z.number().int().positive(),
  filename: z.string().min(1).max(MAX_ATTACHMENT_NAME),
  contentType: z.enum(ACCEPTED_ATTACHMENT_TYPES),
  /** Bytes. */
  size: z.number().int().min(1).max(MAX_ATTACHMENT_BYTES),
  /** ISO 8601 instant. */
  uploadedAt: z.string().min(1),
});
export type AttachmentView = z.output<typeof attachmentView>;

/** GET /cart/attachments?idCart=: the cart's files, oldest first. */
export const attachmentListReply = z.array(attachmentView);

/** POST /cart/upload-attachment: SPEC §7 `{status, filename}`, plus the stored attachment for the list. */
export const uploadAttachmentReply = z.object({
  status: z.literal('OK'),
  filename: z.string(),
  attachment: attachmentView,
});
export type UploadAttachmentReply = z.output<typeof uploadAttachmentReply>;
