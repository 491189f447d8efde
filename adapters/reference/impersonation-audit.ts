import type { Clock } from '../../shared/clock.ts';
import type { Database } from '../../shared/sqlite.ts';

interface AuditRow {
  at: string;
  staffUsername: string;
  username: string;
  companyName: string;
  customerCode: string;
  action: string;
  clientAddress: string;
}
type Filter = { staff: string; customer: string; like: string };

const FROM = `FROM impersonation_audit a JOIN users s ON s.id = a.staff_user_id JOIN users u ON u.id = a.user_id
  JOIN customers c ON c.id = a.customer_id
  WHERE (@staff = '' OR s.username = @staff COLLATE NOCASE)
    AND (@customer = '' OR c.cdclie_m = @customer COLLATE NOCASE OR c.company_name LIKE @like ESCAPE '\\')`;

/** The reference's impersonation audit (table impersonation_audit, migration 19). */
export class ImpersonationAudit {
  private readonly sql;

  constructor(
    db: Database,
    private readonly clock: Clock,
  ) {
    this.sql = {
      insert: db.prepare<[string, number, number, number, string, string]>(
        `INSERT INTO impersonation_audit (at, staff_user_id, user_id, customer_id, action, client_address) VALUES (?, ?, ?, ?, ?, ?)`,
      ),
      count: db.prepare<Filter, { total: number }>(`SELECT count(*) AS total ${FROM}`),
      page: db.prepare<Filter & { limit: number; offset: number }, AuditRow>(`SELECT a.at, s.username AS staffUsername, u.username,
        c.company_name AS companyName, c.cdclie_m AS customerCode, a.action, a.client_address AS clientAddress
        ${FROM} ORDER BY a.id DESC LIMIT @limit OFFSET @offset`),
    };
  }

  record(entry: { staffUserId: number; userId: number; customerId: number; action: string; clientAddress: string }): void {
    this.sql.insert.run(this.clock().toISOString(), entry.staffUserId, entry.userId, entry.customerId, entry.action, entry.clientAddress);
  }

  list(input: { page: number; pageSize: number; staff: string; customer: string }): { rows: AuditRow[]; total: number } {
    const filter = { staff: input.staff, customer: input.customer, like: `%${input.customer.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` };
    const rows = this.sql.page.all({ ...filter, limit: input.pageSize, offset: (input.page - 1) * input.pageSize });
    return { rows, total: this.sql.count.get(filter)?.total ?? 0 };
  }
}
