import type { z } from 'zod';
import { systemClock, type Clock } from '../../shared/clock.ts';
import type { Database } from '../../shared/sqlite.ts';
import type { communicationsPort, StaffCommunication } from '../ports/communications.ts';
import type { CommunicationsPort } from '../ports/index.ts';
import type { Ctx } from '../ports/op.ts';
import { fail } from '../ports/reasons.ts';

type Input<K extends keyof typeof communicationsPort> = z.output<(typeof communicationsPort)[K]['input']>;
type Output<K extends keyof typeof communicationsPort> = z.output<(typeof communicationsPort)[K]['output']>;

interface Row {
  id: number;
  title: string;
  text: string;
  mandatory: number;
  validFrom: string;
  validTo: string;
  allCustomers: number;
  createdBy: string;
}

const COLUMNS = `c.id, c.title, c.body AS text, c.mandatory, c.valid_from AS validFrom, c.valid_to AS validTo,
  c.all_customers AS allCustomers`;
/** Addressed to the customer @customer and within its dates on @today. */
const FOR_CUSTOMER = `@today BETWEEN c.valid_from AND c.valid_to
  AND (c.all_customers = 1 OR EXISTS (SELECT 1 FROM communication_customers cc
       WHERE cc.communication_id = c.id AND cc.customer_id = @customer))`;

/** Communications over the reference database: addressed to all customers or some, acknowledged per user. */
export class ReferenceCommunications implements CommunicationsPort {
  private readonly sql;
  private readonly clock: Clock;

  constructor(private readonly deps: { db: Database; clock?: Clock }) {
    const db = deps.db;
    this.clock = deps.clock ?? systemClock;
    this.sql = {
      pending: db.prepare<{ today: string; customer: number; user: number }, Row>(`SELECT ${COLUMNS} FROM communications c
        WHERE ${FOR_CUSTOMER} AND NOT EXISTS (SELECT 1 FROM communication_acks a WHERE a.communication_id = c.id AND a.user_id = @user)
        ORDER BY c.id`),
      addressed: db.prepare<{ today: string; customer: number; id: number }, Row>(
        `SELECT ${COLUMNS} FROM communications c WHERE c.id = @id AND ${FOR_CUSTOMER}`,
      ),
      acked: db.prepare<[number, number], { action: string }>(
        'SELECT action FROM communication_acks WHERE communication_id = ? AND user_id = ?',
      ),
      ack: db.prepare<[number, number, string, string]>(
        'INSERT INTO communication_acks (communication_id, user_id, action, at) VALUES (?, ?, ?, ?)',
      ),
      roles: db.prepare<[number], { roles: string }>('SELECT roles FROM users WHERE id = ?'),
      customerByCode: db.prepare<[string], { id: number }>('SELECT id FROM customers WHERE cdclie_m = ?'),
      insert: db.prepare<[string, string, number, string, string, number, number, string]>(
        `INSERT INTO communications (title, body, mandatory, valid_from, valid_to, all_customers, created_by, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      addCustomer: db.prepare<[number, number]>(
        'INSERT OR IGNORE INTO communication_customers (communication_id, customer_id) VALUES (?, ?)',
      ),
      count: db.prepare<[], { total: number }>('SELECT count(*) AS total FROM communications'),
      page: db.prepare<[number, number], Row>(`SELECT ${COLUMNS}, u.username AS createdBy FROM communications c
        JOIN users u ON u.id = c.created_by ORDER BY c.id DESC LIMIT ? OFFSET ?`),
      byId: db.prepare<[number], Row>(`SELECT ${COLUMNS}, u.username AS createdBy FROM communications c
        JOIN users u ON u.id = c.created_by WHERE c.id = ?`),
      codes: db.prepare<[number], { code: string }>(`SELECT k.cdclie_m AS code FROM communication_customers cc
        JOIN customers k ON k.id = cc.customer_id WHERE cc.communication_id = ? ORDER BY k.cdclie_m`),
      acks: db.prepare<[number], { username: string; companyName: string; action: 'accepted' | 'closed'; at: string }>(
        `SELECT u.username, k.company_name AS companyName, a.action, a.at FROM communication_acks a
         JOIN users u ON u.id = a.user_id JOIN customers k ON k.id = u.customer_id
         WHERE a.communication_id = ? ORDER BY a.at DESC, u.username LIMIT 200`,
      ),
    };
  }

  async pending(_input: Input<'pending'>, ctx: Ctx): Promise<Output<'pending'>> {
    if (!ctx.actor) throw fail('not-logged-in');
    const rows = this.sql.pending.all({ today: this.today(), customer: ctx.actor.customerId, user: ctx.actor.userId });
    return rows.map(({ id, title, text, mandatory }) => ({ id, title, text, mandatory: mandatory === 1 }));
  }

  async acknowledge(input: Input<'acknowledge'>, ctx: Ctx): Promise<Output<'acknowledge'>> {
    if (!ctx.actor) throw fail('not-logged-in');
    const actor = ctx.actor;
    const found = this.sql.addressed.get({ today: this.today(), customer: actor.customerId, id: input.communicationId });
    if (!found) throw fail('communication-not-found');
    if (actor.impersonatorId !== undefined) throw fail('communication-not-for-staff');
    if (found.mandatory === 1 && input.action !== 'accepted') throw fail('communication-must-be-accepted');
    this.deps.db.transaction(() => {
      if (this.sql.acked.get(found.id, actor.userId)) throw fail('communication-already-acknowledged');
      this.sql.ack.run(found.id, actor.userId, input.action, this.clock().toISOString());
    })();
    return { acknowledged: true };
  }

  async create(input: Input<'create'>, ctx: Ctx): Promise<Output<'create'>> {
    const staffId = this.requireStaff(ctx);
    const customerIds = input.allCustomers
      ? []
      : input.customerCodes.map((code) => {
          const customer = this.sql.customerByCode.get(code);
          if (!customer) throw fail('customer-not-found');
          return customer.id;
        });
    const id = this.deps.db.transaction(() => {
      const { lastInsertRowid } = this.sql.insert.run(
        input.title,
        input.text,
        input.mandatory ? 1 : 0,
        input.validFrom,
        input.validTo,
        input.allCustomers ? 1 : 0,
        staffId,
        this.clock().toISOString(),
      );
      for (const customerId of customerIds) this.sql.addCustomer.run(Number(lastInsertRowid), customerId);
      return Number(lastInsertRowid);
    })();
    const created = this.sql.byId.get(id);
    if (!created) throw fail('not-allowed');
    return this.toStaff(created);
  }

  async list(input: Input<'list'>, ctx: Ctx): Promise<Output<'list'>> {
    this.requireStaff(ctx);
    const rows = this.sql.page.all(input.pageSize, (input.page - 1) * input.pageSize);
    return { rows: rows.map((row) => this.toStaff(row)), total: this.sql.count.get()?.total ?? 0 };
  }

  private toStaff(row: Row): StaffCommunication {
    return {
      id: row.id,
      title: row.title,
      text: row.text,
      mandatory: row.mandatory === 1,
      validFrom: row.validFrom,
      validTo: row.validTo,
      allCustomers: row.allCustomers === 1,
      customerCodes: this.sql.codes.all(row.id).map((c) => c.code),
      createdBy: row.createdBy,
      acknowledgements: this.sql.acks.all(row.id),
    };
  }

  /** The staff member acting (or behind an impersonation) holding `staff`: their user id. */
  private requireStaff(ctx: Ctx): number {
    if (!ctx.actor) throw fail('not-logged-in');
    for (const id of [ctx.actor.impersonatorId, ctx.actor.userId]) {
      if (id === undefined) continue;
      const roles = this.sql.roles.get(id)?.roles ?? '[]';
      if ((JSON.parse(roles) as unknown[]).includes('staff')) return id;
    }
    throw fail('not-allowed');
  }

  private today(): string {
    return this.clock().toISOString().slice(0, 10);
  }
}
