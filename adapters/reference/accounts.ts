import type { z } from 'zod';
import { systemClock, type Clock } from '../../shared/clock.ts';
import type { Database } from '../../shared/sqlite.ts';
import { roleSchema, type Account, type accountsPort, type CustomerRow, type Role, type UserRow } from '../ports/accounts.ts';
import type { AccountsPort } from '../ports/index.ts';
import type { Ctx } from '../ports/op.ts';
import { fail } from '../ports/reasons.ts';
import { verifyPassword } from './password.ts';
import { ImpersonationAudit } from './impersonation-audit.ts';
import { Invitations } from './invitations.ts';
import { PasswordRecoveries } from './password-recovery.ts';
import { Registrations } from './registrations.ts';
import { WebServiceFlags, webServiceFlagOptionsSchema, type WebServiceFlagOptions } from './web-service-flag.ts';

type Input<K extends keyof typeof accountsPort> = z.output<(typeof accountsPort)[K]['input']>;
type Output<K extends keyof typeof accountsPort> = z.output<(typeof accountsPort)[K]['output']>;

interface UserRecord {
  id: number;
  username: string;
  passwordHash: string | null;
  roles: string;
  customerId: number;
  email: string | null;
}
interface CustomerRecord {
  id: number;
  customerCode: string;
  companyName: string;
  orderEmail: string | null;
}
/** Named parameters of the switch-user table's statements. */
interface TableParams {
  q: string;
  like: string;
  limit: number;
  offset: number;
}

/** Sort columns of the switch-user table → SQL; the customer page sorts by its first user's name. */
const SORT_SQL: Record<Input<'customers'>['sort'], string> = {
  username: 'username COLLATE NOCASE',
  companyName: 'c.company_name COLLATE NOCASE',
  customerCode: 'c.cdclie_m',
  vatIdentificationNumber: 'c.vat_identification_number',
  city: 'c.city COLLATE NOCASE',
  stateProvinceRegion: 'c.state_province_region',
  agentName: 'c.dsagen COLLATE NOCASE',
};

const CUSTOMER_COLUMNS = `c.id AS customerId, c.company_name AS companyName, c.cdclie_m AS customerCode,
  c.vat_identification_number AS vatIdentificationNumber, c.city, c.state_province_region AS stateProvinceRegion,
  c.dsagen AS agentName`;
const TABLE_FILTER = `(@q = '' OR c.company_name LIKE @like ESCAPE '\\' OR c.cdclie_m LIKE @like ESCAPE '\\'
  OR c.vat_identification_number LIKE @like ESCAPE '\\' OR c.city LIKE @like ESCAPE '\\'
  OR c.state_province_region LIKE @like ESCAPE '\\' OR c.dsagen LIKE @like ESCAPE '\\' OR %USERNAME%)`;

/** Accounts over the reference database: scrypt passwords, roles as a JSON list on the user. */
export class ReferenceAccounts implements AccountsPort {
  private readonly sql;

  private readonly recoveries: PasswordRecoveries;
  private readonly invitations: Invitations;
  private readonly registrations: Registrations;
  private readonly clock: Clock;
  private readonly webServiceFlags: WebServiceFlags;
  private readonly audit: ImpersonationAudit;

  constructor(deps: { db: Database; clock?: Clock }, options: { webServiceFlag?: WebServiceFlagOptions } = {}) {
    const db = deps.db;
    this.webServiceFlags = new WebServiceFlags(db, options.webServiceFlag ?? webServiceFlagOptionsSchema.parse({}));
    this.recoveries = new PasswordRecoveries(db, deps.clock ?? systemClock);
    this.invitations = new Invitations(db, this.recoveries);
    this.registrations = new Registrations(db);
    this.clock = deps.clock ?? systemClock;
    this.audit = new ImpersonationAudit(db, this.clock);
    const user = 'SELECT id, username, password_hash AS passwordHash, roles, customer_id AS customerId, email FROM users';
    const customerFilter = TABLE_FILTER.replace(
      '%USERNAME%',
      `EXISTS (SELECT 1 FROM users u WHERE u.customer_id = c.id AND u.username LIKE @like ESCAPE '\\')`,
    );
    const userFilter = TABLE_FILTER.replace('%USERNAME%', `u.username LIKE @like ESCAPE '\\'`);
    this.sql = {
      userById: db.prepare<[number], UserRecord>(`${user} WHERE id = ?`),
      userByName: db.prepare<[string], UserRecord>(`${user} WHERE username = ?`),
      customer: db.prepare<[number], CustomerRecord>(
        'SELECT id, cdclie_m AS customerCode, company_name AS companyName, order_email AS orderEmail FROM customers WHERE id = ?',
      ),
      customersCount: db.prepare<TableParams, { total: number }>(`SELECT count(*) AS total FROM customers c WHERE ${customerFilter}`),
      customersPage: cachedBy((order: string) =>
        db.prepare<TableParams, CustomerRow>(`SELECT ${CUSTOMER_COLUMNS},
          (SELECT u.username FROM users u WHERE u.customer_id = c.id ORDER BY u.password_hash IS NULL, u.id LIMIT 1) AS username
          FROM customers c WHERE ${customerFilter}
          ORDER BY ${order}, c.id LIMIT @limit OFFSET @offset`),
      ),
      usersCount: db.prepare<TableParams, { total: number }>(
        `SELECT count(*) AS total FROM users u JOIN customers c ON c.id = u.customer_id WHERE ${userFilter}`,
      ),
      usersPage: cachedBy((order: string) =>
        db.prepare<TableParams, UserRow>(`SELECT u.id AS userId, u.username, ${CUSTOMER_COLUMNS}
          FROM users u JOIN customers c ON c.id = u.customer_id WHERE ${userFilter}
          ORDER BY ${order}, u.id LIMIT @limit OFFSET @offset`),
      ),
    };
  }

  async login(input: Input<'login'>, _ctx: Ctx): Promise<Account> {
    const user = this.sql.userByName.get(input.username);
    // Always hash, even for an unknown user, so the reply time does not reveal which usernames exist.
    const ok = await verifyPassword(input.password, user?.passwordHash ?? null);
    if (!user || !ok) throw fail('wrong-credentials');
    return this.toAccount(user, user.customerId);
  }

  async principal(_input: Input<'principal'>, ctx: Ctx): Promise<Account> {
    if (!ctx.actor) throw fail('not-logged-in');
    const user = this.sql.userById.get(ctx.actor.userId);
    if (!user) throw fail('not-logged-in');
    // Acting for another customer than one's own is only for those who may switch user.
    if (user.customerId !== ctx.actor.customerId && !this.maySwitch(ctx)) throw fail('not-allowed');
    return this.toAccount(user, ctx.actor.customerId);
  }

  async account(input: Input<'account'>, ctx: Ctx): Promise<Account> {
    this.requireSwitch(ctx);
    let user: UserRecord | undefined;
    if (input.userId !== undefined) user = this.sql.userById.get(input.userId);
    else if (input.username !== undefined) user = this.sql.userByName.get(input.username);
    else throw fail('invalid-input', { fields: ['username'] });
    if (!user || (input.username !== undefined && user.username.toLowerCase() !== input.username.toLowerCase())) {
      throw fail('user-not-found');
    }
    return this.toAccount(user, user.customerId);
  }

  async impersonate(input: Input<'impersonate'>, ctx: Ctx): Promise<Account> {
    if (!ctx.actor) throw fail('not-logged-in');
    // While acting as someone, the power to switch is the staff member's behind it, not the customer's.
    const staff = this.sql.userById.get(ctx.actor.impersonatorId ?? ctx.actor.userId) as UserRecord | undefined;
    if (!staff || !parseRoles(staff.roles).includes('switch_user')) throw fail('not-allowed');
    const user = this.sql.userByName.get(input.username) as UserRecord | undefined;
    if (!user) throw fail('user-not-found');
    return this.toAccount(user, user.customerId);
  }

  async startPasswordRecovery(input: Input<'startPasswordRecovery'>): Promise<Output<'startPasswordRecovery'>> {
    return this.recoveries.start(input.login);
  }

  async checkPasswordRecovery(input: Input<'checkPasswordRecovery'>): Promise<{ username: string }> {
    return { username: this.recoveries.check(input.token).username };
  }

  async finishPasswordRecovery(input: Input<'finishPasswordRecovery'>): Promise<{ userId: number; username: string }> {
    return this.recoveries.finish(input.token, input.password);
  }

  async inviteUser(input: Input<'inviteUser'>, ctx: Ctx): Promise<Output<'inviteUser'>> {
    if (!ctx.actor) throw fail('not-logged-in');
    if (!this.holds(ctx, 'staff')) throw fail('not-allowed');
    return this.invitations.invite(input.customerCode, input.email);
  }

  async requestRegistration(input: Input<'requestRegistration'>): Promise<Output<'requestRegistration'>> {
    return this.registrations.add(input, this.clock());
  }

  async registrationRequests(input: Input<'registrationRequests'>, ctx: Ctx): Promise<Output<'registrationRequests'>> {
    if (!ctx.actor) throw fail('not-logged-in');
    if (!this.holds(ctx, 'staff')) throw fail('not-allowed');
    return this.registrations.list(input.page, input.pageSize);
  }

  async customers(input: Input<'customers'>, ctx: Ctx): Promise<{ rows: CustomerRow[]; total: number }> {
    this.requireSwitch(ctx);
    const params = tableParams(input);
    const rows = this.sql.customersPage(order(input)).all(params);
    return { rows, total: this.sql.customersCount.get(params)?.total ?? 0 };
  }

  async users(input: Input<'users'>, ctx: Ctx): Promise<{ rows: UserRow[]; total: number }> {
    this.requireSwitch(ctx);
    const params = tableParams(input);
    const rows = this.sql.usersPage(order(input)).all(params);
    return { rows, total: this.sql.usersCount.get(params)?.total ?? 0 };
  }

  async recordImpersonation(input: Input<'recordImpersonation'>, ctx: Ctx): Promise<Output<'recordImpersonation'>> {
    this.requireSwitch(ctx);
    if (ctx.actor?.userId !== input.staffUserId && ctx.actor?.impersonatorId !== input.staffUserId) throw fail('not-allowed');
    const user = this.sql.userById.get(input.userId);
    if (!user) throw fail('user-not-found');
    this.audit.record({ ...input, customerId: user.customerId });
    return { recorded: true };
  }

  async impersonationAudit(input: Input<'impersonationAudit'>, ctx: Ctx): Promise<Output<'impersonationAudit'>> {
    this.requireSwitch(ctx);
    return this.audit.list(input);
  }

  async webServiceAccess(_input: Input<'webServiceAccess'>, ctx: Ctx): Promise<Output<'webServiceAccess'>> {
    return this.webServiceFlags.get(ctx);
  }

  async setWebServiceAccess(input: Input<'setWebServiceAccess'>, ctx: Ctx): Promise<Output<'setWebServiceAccess'>> {
    return this.webServiceFlags.set(input.enabled, ctx);
  }

  private toAccount(user: UserRecord, customerId: number): Account {
    const customer = this.sql.customer.get(customerId);
    if (!customer) throw fail('not-allowed');
    return {
      userId: user.id,
      customerId: customer.id,
      username: user.username,
      companyName: customer.companyName,
      customerCode: customer.customerCode,
      roles: parseRoles(user.roles),
      email: user.email,
      orderEmail: customer.orderEmail,
    };
  }

  /** The actor may switch user when they, or the staff member impersonating, hold the role. */
  private maySwitch(ctx: Ctx): boolean {
    return this.holds(ctx, 'switch_user');
  }

  /** The actor, or the staff member impersonating, holds the role. */
  private holds(ctx: Ctx, role: Role): boolean {
    if (!ctx.actor) return false;
    return [ctx.actor.userId, ctx.actor.impersonatorId].some((id) => {
      if (id === undefined) return false;
      const user = this.sql.userById.get(id);
      return user !== undefined && parseRoles(user.roles).includes(role);
    });
  }

  private requireSwitch(ctx: Ctx): void {
    if (!ctx.actor) throw fail('not-logged-in');
    if (!this.maySwitch(ctx)) throw fail('not-allowed');
  }
}

function cachedBy<T>(make: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) cache.set(key, (value = make(key)));
    return value;
  };
}

function parseRoles(json: string): Role[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((r): r is Role => roleSchema.safeParse(r).success) : [];
  } catch {
    return [];
  }
}

function order(input: Input<'customers'>): string {
  return `${SORT_SQL[input.sort]} ${input.dir === 'desc' ? 'DESC' : 'ASC'}`;
}

function tableParams(input: Input<'customers'>): TableParams {
  const q = input.q.trim();
  return { q, like: `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, limit: input.pageSize, offset: (input.page - 1) * input.pageSize };
}
