import { z } from 'zod';
import { op } from './op.ts';

/** Every mail the shop writes (SPEC §2 mail test page, and the order confirmation). */
export const mailTemplates = [
  'password-recovery',
  'price-list-request',
  'information-request',
  'contact',
  'registration',
  'payment-confirmation',
  'invite',
  'order-confirmation',
] as const;
export const mailTemplateSchema = z.enum(mailTemplates);
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

/**
 * Where a message is: `queued` (waiting for its first or next attempt), `sending` (claimed by a sender), `sent`
 * (the SMTP server took it), `failed` (given up: a permanent refusal or too many attempts; staff may resend it),
 * `kept` (no SMTP server configured: the outbox itself is the delivery).
 */
export const mailStates = ['queued', 'sending', 'sent', 'failed', 'kept'] as const;
export const mailStateSchema = z.enum(mailStates);

/** Text that goes into a mail header: no line break or other control character can reach it (header injection). */
const headerText = (max: number) =>
  z
    .string()
    .max(max)
    // eslint-disable-next-line no-control-regex -- the point is to refuse control characters
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must be one line without control characters');

export const recipientSchema = z.object({ address: z.email().max(254), name: headerText(100).optional() });
export type Recipient = z.infer<typeof recipientSchema>;

const messageId = z.number().int().positive();

/** A file sent with a message (a price list): its name in the mail, its type, its bytes in base64. */
export const mailAttachmentSchema = z.object({
  filename: headerText(120)
    .min(1)
    .regex(/^[^/\\]+$/, 'must be a file name without a path'),
  contentType: z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/, 'must be a media type such as text/csv'),
  /** At most about 3 MB of bytes: a message with its attachments fits the protocol's body limit. */
  contentBase64: z.base64().max(4_000_000),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** A message as the outbox lists it. */
export const mailSummarySchema = z.object({
  id: messageId,
  /** The Message-ID header, fixed when the message is written: every attempt sends the same one. */
  messageId: z.string().min(3),
  template: mailTemplateSchema,
  to: z.array(recipientSchema),
  subject: z.string(),
  state: mailStateSchema,
  attempts: z.number().int().min(0),
  /** ISO instants. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Why the last attempt failed (the SMTP server's words), for staff; null once sent. */
  lastError: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailMessageSchema = mailSummarySchema.extend({
  replyTo: recipientSchema.nullable(),
  html: z.string(),
  text: z.string(),
  /** Its attachments without their bytes (`attachment` gives one whole), in the order they were written. */
  attachments: z.array(
    z.object({ index: z.number().int().min(0), filename: z.string(), contentType: z.string(), bytes: z.number().int().min(0) }),
  ),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/**
 * The shop's mail: an outbox that never loses a message. `send` writes a rendered message (the BFF renders the
 * templates) and answers at once; delivery happens after, at least once, retried with the same Message-ID.
 * The port trusts its caller: the BFF decides who may read the outbox (staff) and to whom mail may go.
 */
export const mailPort = {
  /**
   * Writes a message to the outbox for delivery. With an Idempotency-Key a repeat answers the first message and
   * writes nothing (`conflict` when the key came with another message).
   */
  send: op({
    input: z.object({
      template: mailTemplateSchema,
      to: z.array(recipientSchema).min(1).max(10),
      replyTo: recipientSchema.optional(),
      subject: headerText(200).min(1),
      html: z.string().min(1).max(500_000),
      text: z.string().min(1).max(200_000),
      attachments: z.array(mailAttachmentSchema).max(2).default([]),
    }),
    output: mailSummarySchema,
    idempotent: false,
    reasons: ['idempotency-key-reused'],
  }),
  /** The outbox, newest first, paged; optionally only one template or one state. */
  outbox: op({
    input: z.object({
      page: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(100).default(20),
      template: mailTemplateSchema.optional(),
      state: mailStateSchema.optional(),
    }),
    output: z.object({ rows: z.array(mailSummarySchema), total: z.number().int().min(0) }),
    idempotent: true,
  }),
  /** One message with both its parts (the outbox's preview). */
  message: op({ input: z.object({ id: messageId }), output: mailMessageSchema, idempotent: true, reasons: ['mail-not-found'] }),
  /** One attachment of a message, whole, by its place in the message (0 first); `mail-not-found` when absent. */
  attachment: op({
    input: z.object({ id: messageId, index: z.number().int().min(0).max(99) }),
    output: mailAttachmentSchema,
    idempotent: true,
    reasons: ['mail-not-found'],
  }),
  /**
   * Puts a failed message back in the queue, with its Message-ID. A message already waiting is left as it is;
   * one that was sent or kept is `conflict` (it needs no resending).
   */
  resend: op({
    input: z.object({ id: messageId }),
    output: mailSummarySchema,
    idempotent: true,
    reasons: ['mail-not-found', 'mail-not-failed'],
  }),
};
