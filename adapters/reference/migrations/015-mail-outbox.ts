import type { Migration } from '../../../shared/sqlite.ts';

/**
 * The mail outbox (adapters/ports/mail.ts): every message the shop writes, rendered, with its Message-ID and where
 * its delivery is. A sender claims due rows with one UPDATE (state `sending` until `claimed_until`), so two
 * processes never send one message at once and a sender that dies leaves it to be claimed again.
 * Times a sender compares are epoch milliseconds; times shown are ISO text. Numbered 13, after the highest on its
 * branch: renumber at merge if another branch took it.
 */
export const mailOutbox: Migration = {
  version: 15,
  name: 'mail outbox',
  up: /* sql */ `
    CREATE TABLE IF NOT EXISTS mail_outbox (
      id INTEGER PRIMARY KEY,
      message_id TEXT NOT NULL UNIQUE,
      template TEXT NOT NULL,
      recipients TEXT NOT NULL,
      reply_to TEXT,
      subject TEXT NOT NULL,
      html TEXT NOT NULL,
      text TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'kept')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      claimed_until INTEGER,
      last_error TEXT,
      created_at TEXT NOT NULL,
      sent_at TEXT
    );
    CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox(state, next_attempt_at);
    CREATE INDEX IF NOT EXISTS mail_outbox_template ON mail_outbox(template, id);
    CREATE INDEX IF NOT EXISTS mail_outbox_state ON mail_outbox(state, id);
  `,
};
