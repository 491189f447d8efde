import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { MailPort } from '../../ports/index.ts';
import {
  mailMessageSchema,
  mailSummarySchema,
  type mailPort,
  type MailAttachment,
  type MailMessage,
  type MailSummary,
} from '../../ports/mail.ts';
import type { Ctx } from '../../ports/op.ts';
import { fail } from '../../ports/reasons.ts';
import { IdempotencyKeys } from '../idempotency.ts';
import { MailAttachmentsStore } from './attachments-store.ts';
import type { MailOptions } from './mail-options.ts';
import { MailSender, type SenderLogger } from './sender.ts';
import { smtpTransport, type MailTransport } from './smtp-transport.ts';

type Input<K extends keyof typeof mailPort> = z.output<(typeof mailPort)[K]['input']>;

interface Row {
  id: number;
  messageId: string;
  template: string;
  recipients: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  state: string;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
}

const COLUMNS = `id, message_id AS messageId, template, recipients, reply_to AS replyTo, subject, html, text, state, attempts,
  created_at AS createdAt, sent_at AS sentAt, last_error AS lastError`;
const FILTER = `(@template IS NULL OR template = @template) AND (@state IS NULL OR state = @state)`;

function toMessage(row: Row, attachments: MailMessage['attachments'] = []): MailMessage {
  const replyTo: unknown = row.replyTo ? JSON.parse(row.replyTo) : null;
  return mailMessageSchema.parse({ ...row, to: JSON.parse(row.recipients), replyTo, attachments });
}

function toSummary(row: Row): MailSummary {
  const { replyTo: _r, html: _h, text: _t, attachments: _a, ...summary } = toMessage(row);
  return summary;
}

export interface ReferenceMailDeps {
  db: Database;
  logger?: SenderLogger;
  /** Replaces SMTP (tests that make a server refuse in ways a real one rarely does). */
  transport?: MailTransport;
}

/**
 * The shop's outbox in the reference database. Without an SMTP URL (or transport) messages are `kept`: the
 * outbox is the delivery. With one, a sender in this process delivers them (sender.ts).
 */
export class ReferenceMail implements MailPort {
  private readonly db: Database;
  private readonly idempotency: IdempotencyKeys;
  private readonly domain: string;
  private readonly sender: MailSender | null;
  private readonly files: MailAttachmentsStore;
  private readonly sql: {
    insert: Statement<[Record<string, unknown>]>;
    one: Statement<[number], Row>;
    page: Statement<[Record<string, unknown>], Row>;
    count: Statement<[Record<string, unknown>], { total: number }>;
    requeue: Statement<[string, number, number]>;
  };

  constructor(deps: ReferenceMailDeps, options: MailOptions) {
    this.db = deps.db;
    this.idempotency = new IdempotencyKeys(deps.db);
    this.domain = options.from.address.split('@')[1] ?? 'localhost';
    const transport = deps.transport ?? (options.smtpUrl ? smtpTransport(options.smtpUrl, options) : null);
    this.files = new MailAttachmentsStore(deps.db);
    this.sender = transport ? new MailSender(deps.db, transport, options, deps.logger, this.files) : null;
    const db = deps.db;
    this.sql = {
      insert: db.prepare(`INSERT INTO mail_outbox
        (message_id, template, recipients, reply_to, subject, html, text, state, next_attempt_at, created_at)
        VALUES (@messageId, @template, @recipients, @replyTo, @subject, @html, @text, @state, @due, @createdAt)`),
      one: db.prepare(`SELECT ${COLUMNS} FROM mail_outbox WHERE id = ?`),
      page: db.prepare(`SELECT ${COLUMNS} FROM mail_outbox WHERE ${FILTER} ORDER BY id DESC LIMIT @limit OFFSET @offset`),
      count: db.prepare(`SELECT COUNT(*) AS total FROM mail_outbox WHERE ${FILTER}`),
      requeue: db.prepare(`UPDATE mail_outbox SET state = ?, attempts = 0, next_attempt_at = ?, last_error = NULL
        WHERE id = ? AND state = 'failed'`),
    };
    this.sender?.start();
  }

  async send(input: Input<'send'>, ctx: Ctx): Promise<MailSummary> {
    const write = this.db.transaction(() =>
      this.idempotency.once({ scope: 'mail.send', key: ctx.idempotencyKey, request: input, result: mailSummarySchema }, () => {
        const id = Number(
          this.sql.insert.run({
            messageId: `<${randomUUID()}@${this.domain}>`,
            template: input.template,
            recipients: JSON.stringify(input.to),
            replyTo: input.replyTo ? JSON.stringify(input.replyTo) : null,
            subject: input.subject,
            html: input.html,
            text: input.text,
            state: this.sender ? 'queued' : 'kept',
            due: Date.now(),
            createdAt: new Date().toISOString(),
          }).lastInsertRowid,
        );
        this.files.add(id, input.attachments);
        return toSummary(this.row(id));
      }),
    );
    const summary = write.immediate();
    this.sender?.wake();
    return summary;
  }

  async outbox(input: Input<'outbox'>): Promise<{ rows: MailSummary[]; total: number }> {
    const filter = { template: input.template ?? null, state: input.state ?? null };
    const rows = this.sql.page.all({ ...filter, limit: input.pageSize, offset: (input.page - 1) * input.pageSize });
    return { rows: rows.map(toSummary), total: this.sql.count.get(filter)?.total ?? 0 };
  }

  async message(input: Input<'message'>): Promise<MailMessage> {
    return toMessage(this.row(input.id), this.files.list(input.id));
  }

  async attachment(input: Input<'attachment'>): Promise<MailAttachment> {
    const file = this.files.one(input.id, input.index);
    if (!file) throw fail('mail-not-found');
    return file;
  }

  async resend(input: Input<'resend'>): Promise<MailSummary> {
    const row = this.row(input.id);
    if (row.state === 'sent' || row.state === 'kept') throw fail('mail-not-failed');
    this.sql.requeue.run(this.sender ? 'queued' : 'kept', Date.now(), input.id);
    this.sender?.wake();
    return toSummary(this.row(input.id));
  }

  /** Stops the sender; what it had not sent waits in the outbox for the next start. */
  close(): void {
    this.sender?.stop();
  }

  private row(id: number): Row {
    const row = this.sql.one.get(id);
    if (!row) throw fail('mail-not-found');
    return row;
  }
}
