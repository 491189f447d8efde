import { z } from 'zod';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import { recipientSchema, type Recipient } from '../../ports/mail.ts';
import type { MailAttachmentsStore } from './attachments-store.ts';
import type { MailOptions } from './mail-options.ts';
import { isPermanentFailure, type MailTransport } from './smtp-transport.ts';

interface ClaimedRow {
  id: number;
  messageId: string;
  recipients: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  attempts: number;
}

export interface SenderLogger {
  info(obj: object, msg?: string): void;
}

/** Messages one pass claims at most. */
const BATCH = 20;
const recipients = z.array(recipientSchema);

/**
 * Delivers the outbox: claims due messages with one UPDATE (so several processes never send one at once), sends
 * each with its stored Message-ID, and records the outcome. A failure waits retryBaseMs, doubled with each attempt,
 * then is tried again; a permanent refusal or the last attempt marks it `failed`. A claim holds for twice the
 * timeout: a process that dies mid-send leaves the message to be claimed again (delivery at least once).
 */
export class MailSender {
  private readonly sql: {
    claim: Statement<[{ now: number; lease: number; batch: number }], ClaimedRow>;
    sent: Statement<[string, number]>;
    retry: Statement<[number, string, number]>;
    failed: Statement<[string, number]>;
    nextDue: Statement<[], { due: number | null }>;
  };
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly options: MailOptions,
    private readonly logger?: SenderLogger,
    private readonly files?: MailAttachmentsStore,
  ) {
    this.sql = {
      claim: db.prepare(`UPDATE mail_outbox SET state = 'sending', attempts = attempts + 1, claimed_until = @lease
        WHERE id IN (SELECT id FROM mail_outbox
          WHERE (state = 'queued' AND next_attempt_at <= @now) OR (state = 'sending' AND claimed_until <= @now)
          ORDER BY next_attempt_at, id LIMIT @batch)
        RETURNING id, message_id AS messageId, recipients, reply_to AS replyTo, subject, html, text, attempts`),
      sent: db.prepare(`UPDATE mail_outbox SET state = 'sent', sent_at = ?, claimed_until = NULL, last_error = NULL
        WHERE id = ? AND state = 'sending'`),
      retry: db.prepare(`UPDATE mail_outbox SET state = 'queued', next_attempt_at = ?, claimed_until = NULL, last_error = ?
        WHERE id = ? AND state = 'sending'`),
      failed: db.prepare(`UPDATE mail_outbox SET state = 'failed', claimed_until = NULL, last_error = ?
        WHERE id = ? AND state = 'sending'`),
      nextDue: db.prepare(`SELECT MIN(CASE state WHEN 'queued' THEN next_attempt_at ELSE claimed_until END) AS due
        FROM mail_outbox WHERE state IN ('queued', 'sending')`),
    };
  }

  start(): void {
    this.schedule(0);
  }

  /** A message was just written: send it now rather than at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops claiming; a message being sent stays claimed and is claimed again after its lease (by the next start). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.transport.close();
  }

  /** One pass: claims what is due and delivers it. Answers how many messages it claimed. */
  async runOnce(): Promise<number> {
    const now = Date.now();
    const rows = this.sql.claim.all({ now, lease: now + 2 * this.options.timeoutMs, batch: BATCH });
    await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    // The outbox keeps what is not sent yet: a waiting sender never holds the process open.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    if (this.running || this.stopped) return;
    let claimed = 0;
    this.running = this.runOnce().then(
      (count) => void (claimed = count),
      (error: unknown) => this.logger?.info({ err: error }, 'Mail sender pass failed'),
    );
    await this.running;
    this.running = null;
    if (this.stopped || !this.db.open) return;
    const again = this.again || claimed === BATCH;
    this.again = false;
    this.schedule(again ? 0 : this.untilDue());
  }

  /** The wait until the next message is due, at most one poll (other processes write messages too). */
  private untilDue(): number {
    const due = this.sql.nextDue.get()?.due;
    if (due === null || due === undefined) return this.options.pollMs;
    return Math.min(this.options.pollMs, Math.max(0, due - Date.now()));
  }

  private async deliver(row: ClaimedRow): Promise<void> {
    try {
      await this.withDeadline(
        this.transport.send({
          messageId: row.messageId,
          from: this.options.from,
          to: recipients.parse(JSON.parse(row.recipients)),
          replyTo: row.replyTo ? (recipientSchema.parse(JSON.parse(row.replyTo)) as Recipient) : null,
          subject: row.subject,
          html: row.html,
          text: row.text,
          attachments: this.files?.forSending(row.id) ?? [],
        }),
      );
      if (this.db.open) this.sql.sent.run(new Date().toISOString(), row.id);
    } catch (error) {
      if (!this.db.open) return;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = isPermanentFailure(error) || row.attempts >= this.options.maxAttempts;
      if (giveUp) this.sql.failed.run(reason, row.id);
      else this.sql.retry.run(Date.now() + this.backoff(row.attempts), reason, row.id);
      this.logger?.info(
        { mailId: row.id, messageId: row.messageId, attempts: row.attempts, err: reason },
        giveUp ? 'Mail delivery failed: given up' : 'Mail delivery failed: will retry',
      );
    }
  }

  private backoff(attempts: number): number {
    return Math.min(this.options.retryMaxMs, this.options.retryBaseMs * 2 ** (attempts - 1));
  }

  /** The transport's own timeouts bound each wait; this bounds the whole attempt (a server that drips). */
  private async withDeadline(sending: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`No reply within ${this.options.timeoutMs} ms`)), this.options.timeoutMs);
    });
    try {
      await Promise.race([sending, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}
