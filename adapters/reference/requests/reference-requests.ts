import type { z } from 'zod';
import { systemClock, type Clock } from '../../../shared/clock.ts';
import type { Database } from '../../../shared/sqlite.ts';
import type { RequestsPort } from '../../ports/index.ts';
import type { Actor, Ctx } from '../../ports/op.ts';
import { fail } from '../../ports/reasons.ts';
import { requestRowSchema, type requestsPort, type RequestKind, type RequestRow } from '../../ports/requests.ts';
import { untilChanged } from '../data-version.ts';
import { requestStatements, type RowRecord } from './request-statements.ts';

type Input<K extends keyof typeof requestsPort> = z.output<(typeof requestsPort)[K]['input']>;
type Output<K extends keyof typeof requestsPort> = z.output<(typeof requestsPort)[K]['output']>;

const toRow = (record: RowRecord): RequestRow => requestRowSchema.parse(record);

interface NewRequest {
  kind: RequestKind;
  brandId?: number;
  productId?: number;
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
}

/**
 * Requests over the reference database. A net price list is built from the products of the brand at the customer's
 * own net price and counted as delivered when it is asked for (the request is handled at once).
 */
export class ReferenceRequests implements RequestsPort {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly sql: ReturnType<typeof requestStatements>;
  /** Every logged-in page's header shows the count (1.7 ms at 50,000 products): read again once the data changed. */
  private readonly changed: (customerId: number) => Output<'changedPrices'>;

  constructor(deps: { db: Database; clock?: Clock }) {
    this.db = deps.db;
    this.clock = deps.clock ?? systemClock;
    this.sql = requestStatements(deps.db);
    this.changed = untilChanged(deps.db, (customerId) => this.sql.changed.all({ customerId }));
  }

  async changedPrices(_input: Input<'changedPrices'>, ctx: Ctx): Promise<Output<'changedPrices'>> {
    // A copy: the caller may change what it is given.
    return this.changed(actorOf(ctx).customerId).map((brand) => ({ ...brand }));
  }

  async requestNetPriceList(input: Input<'requestNetPriceList'>, ctx: Ctx): Promise<Output<'requestNetPriceList'>> {
    const actor = actorOf(ctx);
    const brand = this.sql.brandByCode.get(input.brandCode);
    if (!brand) throw fail('brand-not-found');
    const deliver = this.db.transaction(() => ({
      request: this.add(actor, { kind: 'net-price-list', brandId: brand.id }),
      rows: this.sql.netList.all({ customerId: actor.customerId, brandId: brand.id }),
    }));
    return deliver.immediate();
  }

  async manufacturers(): Promise<Output<'manufacturers'>> {
    return this.sql.manufacturers.all().map((m) => ({ ...m, logoUrl: null }));
  }

  async requestPriceList(input: Input<'requestPriceList'>, ctx: Ctx): Promise<RequestRow> {
    const actor = actorOf(ctx);
    if (!this.sql.brandById.get(input.manufacturerId)) throw fail('brand-not-found');
    return this.add(actor, { kind: 'price-list', brandId: input.manufacturerId });
  }

  async requestInformation(input: Input<'requestInformation'>, ctx: Ctx): Promise<RequestRow> {
    const actor = actorOf(ctx);
    if (!this.sql.productById.get(input.productId)) throw fail('product-not-found');
    return this.add(actor, { kind: 'information', ...input });
  }

  async recordMail(input: Input<'recordMail'>, ctx: Ctx): Promise<RequestRow> {
    const actor = actorOf(ctx);
    const owner = this.sql.owner.get(input.id);
    if (owner === undefined || (owner !== actor.customerId && !this.isStaff(actor))) throw fail('request-not-found');
    this.sql.setMail.run(input.mailId, input.id);
    return this.read(input.id);
  }

  async myRequests(input: Input<'myRequests'>, ctx: Ctx): Promise<Output<'myRequests'>> {
    const { customerId } = actorOf(ctx);
    const rows = this.sql.mine.all({ customerId, limit: input.pageSize, offset: (input.page - 1) * input.pageSize });
    return { rows: rows.map(toRow), total: this.sql.mineCount.get({ customerId }) ?? 0 };
  }

  async allRequests(input: Input<'allRequests'>, ctx: Ctx): Promise<Output<'allRequests'>> {
    this.requireStaff(ctx);
    const state = input.state ?? null;
    const rows = this.sql.all.all({ state, limit: input.pageSize, offset: (input.page - 1) * input.pageSize });
    return { rows: rows.map(toRow), total: this.sql.allCount.get({ state }) ?? 0 };
  }

  async markHandled(input: Input<'markHandled'>, ctx: Ctx): Promise<RequestRow> {
    this.requireStaff(ctx);
    if (!this.sql.row.get(input.id)) throw fail('request-not-found');
    this.sql.handle.run(this.clock().toISOString(), input.id);
    return this.read(input.id);
  }

  private add(actor: Actor, request: NewRequest): RequestRow {
    const now = this.clock().toISOString();
    const handled = request.kind === 'net-price-list';
    const id = Number(
      this.sql.insert.run({
        kind: request.kind,
        state: handled ? 'handled' : 'open',
        customerId: actor.customerId,
        userId: actor.userId,
        brandId: request.brandId ?? null,
        productId: request.productId ?? null,
        name: request.name ?? null,
        email: request.email ?? null,
        phone: request.phone ?? null,
        message: request.message ?? null,
        createdAt: now,
        handledAt: handled ? now : null,
      }).lastInsertRowid,
    );
    return this.read(id);
  }

  private read(id: number): RequestRow {
    const row = this.sql.row.get(id);
    if (!row) throw fail('request-not-found');
    return toRow(row);
  }

  /** The actor, or the staff member impersonating, holds the staff role. */
  private isStaff(actor: Actor): boolean {
    return [actor.userId, actor.impersonatorId].some((id) => id !== undefined && (this.sql.roles.get(id) ?? '').includes('"staff"'));
  }

  private requireStaff(ctx: Ctx): void {
    if (!this.isStaff(actorOf(ctx))) throw fail('not-allowed');
  }
}

function actorOf(ctx: Ctx): Actor {
  if (!ctx.actor) throw fail('not-logged-in');
  return ctx.actor;
}
