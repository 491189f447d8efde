import { z } from 'zod';
import { recipientSchema } from '../../ports/mail.ts';

/** The reference mail's options: where it sends (when it sends at all) and how it retries. */
export const mailOptionsSchema = z.object({
  /**
   * The SMTP server, `smtp://` (STARTTLS when offered) or `smtps://` (TLS from the start), with credentials and
   * nodemailer's options in the URL. Without it the outbox itself is the delivery: messages are `kept`.
   */
  smtpUrl: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The From of every message; its domain also ends every Message-ID. */
  from: recipientSchema.default({ address: 'noreply@example.com' }),
  /** The deadline of one delivery attempt (connection, greeting, each command, and the whole). */
  timeoutMs: z.number().int().min(100).max(600_000).default(30_000),
  /** Attempts before a message is given up as failed (staff may resend it). */
  maxAttempts: z.number().int().min(1).max(100).default(8),
  /** The wait after a first failed attempt; it doubles with each further one, up to retryMaxMs. */
  retryBaseMs: z.number().int().min(10).default(30_000),
  retryMaxMs: z
    .number()
    .int()
    .min(10)
    .default(60 * 60_000),
  /** How often the sender looks for messages other processes wrote. */
  pollMs: z.number().int().min(10).default(5_000),
});
export type MailOptions = z.output<typeof mailOptionsSchema>;

/** Every default: no SMTP server, the outbox is the delivery. */
export const defaultMailOptions: MailOptions = mailOptionsSchema.parse({});
