import type { Migration } from '../../../shared/sqlite.ts';

/**
 * Password-recovery tokens (accounts.startPasswordRecovery): only a hash of each is kept, so a copy of the database
 * opens no account; a token works until `expires_at` (epoch ms) and once. Numbered 15; renumber at merge if taken.
 */
export const passwordRecoveries: Migration = {
  version: 17,
  name: 'password recoveries',
  up: /* sql */ `
    CREATE TABLE IF NOT EXISTS password_recoveries (
      token_hash TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at INTEGER NOT NULL,
      used_at TEXT,
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS password_recoveries_user ON password_recoveries(user_id);
  `,
};
