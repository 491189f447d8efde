import type { z } from 'zod';
import type { Database, Statement } from '../../shared/sqlite.ts';
import type { registrationRowSchema, registrationSchema } from '../ports/accounts.ts';

type Registration = z.output<typeof registrationSchema>;
type Row = z.output<typeof registrationRowSchema>;

const COLUMNS = `id, company_name AS companyName, vat_number AS vatNumber, sdi_or_pec AS sdiOrPec, address,
  contact_name AS contactName, email, phone, created_at AS createdAt`;

/** Registration requests in the reference database. */
export class Registrations {
  private readonly sql: {
    insert: Statement<[Registration & { createdAt: string }]>;
    one: Statement<[number], Row>;
    page: Statement<[number, number], Row>;
    count: Statement<[], number>;
  };

  constructor(db: Database) {
    this.sql = {
      insert: db.prepare(`INSERT INTO registration_requests
        (company_name, vat_number, sdi_or_pec, address, contact_name, email, phone, created_at)
        VALUES (@companyName, @vatNumber, @sdiOrPec, @address, @contactName, @email, @phone, @createdAt)`),
      one: db.prepare(`SELECT ${COLUMNS} FROM registration_requests WHERE id = ?`),
      page: db.prepare(`SELECT ${COLUMNS} FROM registration_requests ORDER BY id DESC LIMIT ? OFFSET ?`),
      count: db.prepare<[], number>('SELECT count(*) FROM registration_requests').pluck(),
    };
  }

  add(request: Registration, now: Date): Row {
    const id = Number(this.sql.insert.run({ ...request, createdAt: now.toISOString() }).lastInsertRowid);
    const row = this.sql.one.get(id);
    if (!row) throw new Error('The registration request just written cannot be read back');
    return row;
  }

  list(page: number, pageSize: number): { rows: Row[]; total: number } {
    return { rows: this.sql.page.all(pageSize, (page - 1) * pageSize), total: this.sql.count.get() ?? 0 };
  }
}
