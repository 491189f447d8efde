import type { Database, Statement } from '../../shared/sqlite.ts';
import { INVITE_DAYS } from '../ports/accounts.ts';
import { fail } from '../ports/reasons.ts';
import type { PasswordRecoveries } from './password-recovery.ts';

/** A username from an address's local part: lower-case letters, digits, dot, dash, underscore; a number when taken. */
function usernameFrom(email: string, taken: (name: string) => boolean): string {
  const base =
    (email.split('@')[0] ?? '')
      .normalize('NFD')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 40) || 'utente';
  let name = base;
  for (let n = 2; taken(name); n++) name = `${base}${n}`;
  return name;
}

/** New users of a customer, made by staff: no password until they set one with the invitation's token. */
export class Invitations {
  private readonly sql: {
    customer: Statement<[string], { id: number; companyName: string }>;
    emailTaken: Statement<[string], number>;
    usernameTaken: Statement<[string], number>;
    insert: Statement<[string, number, string]>;
  };

  constructor(
    private readonly db: Database,
    private readonly recoveries: PasswordRecoveries,
  ) {
    this.sql = {
      customer: db.prepare('SELECT id, company_name AS companyName FROM customers WHERE cdclie_m = upper(?)'),
      emailTaken: db.prepare<[string], number>('SELECT count(*) FROM users WHERE email = ? COLLATE NOCASE').pluck(),
      usernameTaken: db.prepare<[string], number>('SELECT count(*) FROM users WHERE username = ?').pluck(),
      insert: db.prepare(`INSERT INTO users (username, password_hash, roles, customer_id, email) VALUES (?, NULL, '["customer"]', ?, ?)`),
    };
  }

  invite(customerCode: string, email: string) {
    return this.db
      .transaction(() => {
        const customer = this.sql.customer.get(customerCode);
        if (!customer) throw fail('customer-not-found');
        if (this.sql.emailTaken.get(email)) throw fail('email-taken');
        const username = usernameFrom(email, (name) => this.sql.usernameTaken.get(name) !== 0);
        const userId = Number(this.sql.insert.run(username, customer.id, email).lastInsertRowid);
        return { userId, username, companyName: customer.companyName, ...this.recoveries.issue(userId, INVITE_DAYS * 24 * 60) };
      })
      .immediate();
  }
}
