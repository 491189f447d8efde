import nodemailer from 'nodemailer';
import type { Recipient } from '../../ports/mail.ts';
import type { MailOptions } from './mail-options.ts';

/** One message as it leaves the outbox. */
export interface OutgoingMail {
  messageId: string;
  from: Recipient;
  to: Recipient[];
  replyTo: Recipient | null;
  subject: string;
  html: string;
  text: string;
  /** Files sent with it (a net price list). */
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/** What the sender delivers through: SMTP in the shop, a fake in some tests. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A failure the SMTP server says is permanent (5xx reply): retrying would only be refused again. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const address = (r: Recipient) => (r.name ? { name: r.name, address: r.address } : r.address);

/** Nodemailer over a pool of SMTP connections, TLS as the URL says, every wait bounded by the timeout. */
export function smtpTransport(url: string, options: Pick<MailOptions, 'timeoutMs'>): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        messageId: mail.messageId,
        from: address(mail.from),
        to: mail.to.map(address),
        ...(mail.replyTo ? { replyTo: address(mail.replyTo) } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
