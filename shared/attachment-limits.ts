// Plain constants, no zod: the SPA's file input and checks read them too.

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
