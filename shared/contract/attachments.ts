import { z } from 'zod';

/** At most 5 MB per file: a phone photo or a scanned quote fits; the upload route refuses more before storing. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** At most 10 files per cart. */
export const MAX_ATTACHMENTS_PER_CART = 10;
/** A displayed file name is cut to this many characters. */
export const MAX_ATTACHMENT_NAME = 120;

/**
 * The types a cart accepts, decided from the file's bytes: PDF (quotes, registrations), JPEG, PNG, WebP and
 * HEIC/HEIF (photos from phones). Office files (XLSX, DOCX) are left out on purpose: they carry macros and
 * external links the staff would open, and a quote can always be sent as PDF.
 */
export const ACCEPTED_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export type AttachmentContentType = (typeof ACCEPTED_ATTACHMENT_TYPES)[number];
/** The file input's `accept`: the types and their usual extensions (some phones only offer extensions). */
export const ATTACHMENT_ACCEPT = [...ACCEPTED_ATTACHMENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif'].join(',');

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
export type AttachmentListReply = z.output<typeof attachmentListReply>;

/** POST /cart/upload-attachment: SPEC §7 `{status, filename}`, plus the stored attachment for the list. */
export const uploadAttachmentReply = z.object({
  status: z.literal('OK'),
  filename: z.string(),
  attachment: attachmentView,
});
export type UploadAttachmentReply = z.output<typeof uploadAttachmentReply>;
