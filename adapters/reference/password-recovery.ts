import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../shared/clock.ts';
import type { Database, Statement } from '../../shared/sqlite.ts';
import { RECOVERY_MINUTES } from '../ports/accounts.ts';
import { fail } from '../ports/reasons.ts';
import { hashPassword } from './password.ts';

interface Recipient {
  id: number;
  username: string;
  email: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Recovery tokens of the reference accounts: random, stored as hashes, valid RECOVERY_MINUTES, used once. */
export class PasswordRecoveries {
  private readonly sql: {
    user: Statement<[string, string], Recipient>;
    insert: Statement<[string, number, number, string]>;
    valid: Statement<[string, number], { userId: number; username: string }>;
    setPassword: Statement<[string, number]>;
    useAll: Statement<[string, number]>;
  };

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {
    this.sql = {
      user: db.prepare(`SELECT id, username, email FROM users
        WHERE email IS NOT NULL AND (username = ? COLLATE NOCASE OR email = ? COLLATE NOCASE) LIMIT 1`),
      insert: db.prepare('INSERT INTO password_recoveries (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)'),
      valid: db.prepare(`SELECT r.user_id AS userId, u.username FROM password_recoveries r JOIN users u ON u.id = r.user_id
        WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ?`),
      setPassword: db.prepare('UPDATE users SET password_hash = ? WHERE id = ?'),
      useAll: db.prepare('UPDATE password_recoveries SET used_at = ? WHERE user_id = ? AND used_at IS NULL'),
    };
  }

  start(login: string): { token: string; expiresAt: string; username: string; email: string } | null {
    const user = this.sql.user.get(login, login);
    if (!user) return null;
    return { ...this.issue(user.id, RECOVERY_MINUTES), username: user.username, email: user.email };
  }

  /** A fresh token for the user, valid `minutes` (a recovery's 30, an invitation's days). */
  issue(userId: number, minutes: number): { token: string; expiresAt: string } {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock();
    const expires = now.getTime() + minutes * 60_000;
    this.sql.insert.run(hashOf(token), userId, expires, now.toISOString());
    return { token, expiresAt: new Date(expires).toISOString() };
  }

  check(token: string): { userId: number; username: string } {
    const found = this.sql.valid.get(hashOf(token), this.clock().getTime());
    if (!found) throw fail('recovery-link-invalid');
    return found;
  }

  /** The new password and the end of every token of the user, in one transaction: a token changes a password once. */
  finish(token: string, password: string): { userId: number; username: string } {
    const hash = hashPassword(password);
    return this.db
      .transaction(() => {
        const found = this.check(token);
        this.sql.setPassword.run(hash, found.userId);
        this.sql.useAll.run(this.clock().toISOString(), found.userId);
        return found;
      })
      .immediate();
  }
}
