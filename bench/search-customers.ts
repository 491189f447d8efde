import BetterSqlite3 from 'better-sqlite3';
import { DEMO_ACCOUNTS } from '../adapters/reference/seed/customers.ts';
import { sessionClient } from '../bff/testing/http-session.ts';

/** One user of each of the first `count` customers, `demo` first (the staff's own customer left out). */
export function customerUsernames(file: string, count: number): string[] {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const usernames = db
      .prepare<[string, number], string>(
        `SELECT (SELECT min(u.username) FROM users u WHERE u.customer_id = c.id AND u.roles = '["customer"]') AS username
         FROM customers c WHERE username IS NOT NULL AND username <> ? ORDER BY c.id LIMIT ?`,
      )
      .pluck()
      .all(DEMO_ACCOUNTS.customer.username, count - 1);
    if (usernames.length < count - 1) throw new Error(`only ${usernames.length + 1} customers with a user, ${count} needed`);
    return [DEMO_ACCOUNTS.customer.username, ...usernames];
  } finally {
    db.close();
  }
}

/**
 * The `sid` cookies of one session per customer: staff log in and act as each customer's user (switch user; only
 * the demo accounts have passwords), so every session prices, stocks and promises for another customer.
 */
export async function customerCookies(base: string, usernames: readonly string[]): Promise<string[]> {
  const { staff } = DEMO_ACCOUNTS;
  return Promise.all(
    usernames.map(async (username) => {
      const jar = { cookie: '', csrfToken: '' };
      const client = sessionClient(base, jar);
      await client.postJson('/login', { username: staff.username, password: staff.password });
      await client.refreshToken();
      const switched = await client.call(`/login/impersonate?j_username=${encodeURIComponent(username)}`);
      if (switched.status >= 400) throw new Error(`switch to ${username}: ${switched.status} ${await switched.text()}`);
      const principal = await client.json<{ username?: string }>('/sfapi/v1/principal');
      if (principal.username?.toLowerCase() !== username.toLowerCase()) {
        throw new Error(`switched to ${username} but the session is ${JSON.stringify(principal.username)}`);
      }
      return jar.cookie;
    }),
  );
}
