import type { Migration } from '../../../shared/sqlite.ts';

/**
 * E-mail addresses (issue 26): a user's own, where their password recovery and invitations go, and a customer's
 * address for order mail (confirmations), which falls back to the user's when empty. The demo addresses come with
 * the data upgrade of generator version 10. Numbered 14, after the mail outbox; renumber at merge if taken.
 */
export const accountEmails: Migration = {
  version: 16,
  name: 'account e-mails',
  up: (db) => {
    const has = (table: string, column: string) =>
      (db.prepare(`SELECT count(*) AS n FROM pragma_table_info('${table}') WHERE name = ?`).get(column) as { n: number }).n > 0;
    // Idempotent, so a copy whose user_version was lowered by hand migrates again.
    if (!has('users', 'email')) db.exec('ALTER TABLE users ADD COLUMN email TEXT');
    if (!has('customers', 'order_email')) db.exec('ALTER TABLE customers ADD COLUMN order_email TEXT');
    db.exec('CREATE UNIQUE INDEX IF NOT EXISTS users_email ON users(email COLLATE NOCASE) WHERE email IS NOT NULL');
  },
};
