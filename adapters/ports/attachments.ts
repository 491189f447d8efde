import { z } from 'zod';
import { ACCEPTED_ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_CART } from '../../shared/attachment-limits.ts';
import { attachmentView, type AttachmentView } from '../../shared/contract/attachments.ts';
import { op } from './op.ts';

// The limits are shared with the BFF and the SPA (the file input shows them); the port promises the same ones.
export { ACCEPTED_ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_CART };
export const attachmentSchema = attachmentView;
export type Attachment = AttachmentView;

/** The longest base64 text of a file within the limit: longer input is refused before it is decoded. */
export const MAX_ATTACHMENT_BASE64 = 4 * Math.ceil(MAX_ATTACHMENT_BYTES / 3);

const cartId = z.number().int().positive();
const attachmentId = z.number().int().positive();

/**
 * Files a workshop attaches to a cart (the customer's quote, a photo of the damaged part, the registration);
 * they stay with the cart and, once ordered, with the order. Every operation is the actor's customer's: a cart
 * of another customer is `not_found` (never `forbidden`, which would tell it exists); a visitor is `forbidden`.
 * A cart may be open or ordered; only an open cart's files change (`conflict` once ordered).
 */
export const attachmentsPort = {
  /** The cart's attachments, oldest first. `not_found` when the cart is not the actor's customer's. */
  list: op({
    input: z.object({ cartId }),
    output: z.array(attachmentSchema),
    idempotent: true,
    reasons: ['not-logged-in', 'cart-not-found'],
  }),
  /**
   * Stores a file on an open cart and answers it. The type is decided from the bytes (the browser's claim is not
   * asked for); the filename is only for display (path stripped, NFC, cut to MAX_ATTACHMENT_NAME characters).
   * `invalid` for an empty file, a file over MAX_ATTACHMENT_BYTES, a type not in ACCEPTED_ATTACHMENT_TYPES or a
   * cart that already holds MAX_ATTACHMENTS_PER_CART files; `conflict` when the files of the customer's open carts
   * would pass the bytes the customer may keep. Not idempotent: a repeat stores a second copy.
   */
  add: op({
    input: z.object({
      cartId,
      filename: z.string().max(1000),
      contentBase64: z.base64().max(MAX_ATTACHMENT_BASE64),
    }),
    output: attachmentSchema,
    idempotent: false,
    reasons: [
      'not-logged-in',
      'cart-not-found',
      'cart-already-sent',
      'file-empty',
      'file-too-large',
      'file-type-not-accepted',
      'attachments-per-cart-limit',
      'attachment-bytes-limit',
    ],
  }),
  /**
   * Removes a file from an open cart. Idempotent: a file that is not (or no longer) on that cart answers
   * `{ removed: true }` too, and changes nothing (so another customer's id tells nothing either).
   * `not_found` when the cart is not the actor's customer's.
   */
  remove: op({
    input: z.object({ cartId, attachmentId }),
    output: z.object({ removed: z.literal(true) }),
    idempotent: true,
    reasons: ['not-logged-in', 'cart-not-found', 'cart-already-sent', 'attachment-not-found'],
  }),
  /** The file's bytes for download. `not_found` when the cart is not the actor's customer's or the file not that cart's. */
  content: op({
    input: z.object({ cartId, attachmentId }),
    output: z.object({ filename: z.string(), contentType: z.enum(ACCEPTED_ATTACHMENT_TYPES), contentBase64: z.base64() }),
    idempotent: true,
    reasons: ['not-logged-in', 'cart-not-found', 'attachment-not-found'],
  }),
};
