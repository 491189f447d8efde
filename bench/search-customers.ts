import BetterSqlite3 from 'better-sqlite3';
import { DEMO_ACCOUNTS } from '../adapters/reference/seed/customers.ts';
import { login } from './login.ts';

/**
 * One user of each of the first `count` customers, `demo` first (staff left out), given the demo customer's password
 * in this copy of the database (only the demo accounts have passwords): each then logs in as itself, as customers
 * do. (Staff acting as customers would add the impersonation audit's write to every request.)
 */
export function customerUsers(file: string, count: number): string[] {
  const db = new BetterSqlite3(file, { fileMustExist: true });
  try {
    const { customer } = DEMO_ACCOUNTS;
    const others = db
      .prepare<[string, number], string>(
        `SELECT (SELECT min(u.username) FROM users u WHERE u.customer_id = c.id AND u.roles = '["customer"]') AS username
         FROM customers c WHERE username IS NOT NULL AND username <> ? ORDER BY c.id LIMIT ?`,
      )
      .pluck()
      .all(customer.username, count - 1);
    if (others.length < count - 1) throw new Error(`only ${others.length + 1} customers with a user, ${count} needed`);
    const setPassword = db.prepare(
      `UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE username = ?) WHERE username = ?`,
    );
    db.transaction(() => others.forEach((username) => setPassword.run(customer.username, username)))();
    return [customer.username, ...others];
  } finally {
    db.close();
  }
}

/** The `sid` cookie of one session per user, each logged in with the demo customer's password (see customerUsers). */
export function customerCookies(base: string, usernames: readonly string[]): Promise<string[]> {
  return Promise.all(usernames.map((username) => login(base, username, DEMO_ACCOUNTS.customer.password)));
}
