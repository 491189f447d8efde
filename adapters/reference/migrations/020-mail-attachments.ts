import type { Migration } from '../../../shared/sqlite.ts';

/**
 * Files sent with a message of the outbox (a net price list), kept with it: the sender reads them at every attempt.
 * Numbered 20, after the highest on its branch: renumber at merge if another branch took it.
 */
export const mailAttachments: Migration = {
  version: 20,
  name: 'mail attachments',
  up: /* sql */ `
    CREATE TABLE IF NOT EXISTS mail_attachments (
      mail_id INTEGER NOT NULL REFERENCES mail_outbox(id),
      position INTEGER NOT NULL,
      filename TEXT NOT NULL,
      content_type TEXT NOT NULL,
      content BLOB NOT NULL,
      PRIMARY KEY (mail_id, position)
    ) WITHOUT ROWID;
  `,
};
