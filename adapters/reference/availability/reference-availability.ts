import type { z } from 'zod';
import type { Clock } from '../../../shared/clock.ts';
import type { DeliveryPromise, LinePromise, StockAvailability } from '../../../shared/contract/offer.ts';
import type { StoreStock, WarehouseMovement } from '../../../shared/contract/product.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { availabilityPort } from '../../ports/availability.ts';
import type { AvailabilityPort } from '../../ports/index.ts';
import type { Actor, Ctx } from '../../ports/op.ts';
import { fail } from '../../ports/reasons.ts';
import { dataVersion } from '../data-version.ts';
import { ItalianWorkingCalendar, type WorkingCalendar } from './calendar.ts';
import { planDelivery, type DeliveryPlan, type DeliveryRequest, type Destination } from './delivery-promise.ts';
import { CustomerMovements } from './movements.ts';
import { loadSchedules, type DeliverySchedules } from './schedules.ts';
import { StoreStocks } from './stores.ts';

type Input<K extends keyof typeof availabilityPort> = z.output<(typeof availabilityPort)[K]['input']>;

/** A product with its stock ('TV:5,MI:3') and supplier orders ('TV:4:2026-12-02,...'), as one row. */
interface ProductRow {
  id: number;
  brandId: number;
  stock: string | null;
  incoming: string | null;
}

/** How long a request's plans answer its next call for the same lines (plan()): the calls of one page come together. */
const KEPT_PLANS_MS = 1000;

/** Italy's calendar is the same for every database: its holidays are computed once per process. */
const italianCalendar = new ItalianWorkingCalendar();

/**
 * Stock and delivery promises over the reference database: a page of products costs one statement (the products
 * joined to json_each of the distinct ids, with their stock and supplier orders) and one for the address; the
 * schedules are read once.
 */
export class ReferenceAvailability implements AvailabilityPort {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly calendar: WorkingCalendar;
  private schedules: DeliverySchedules | undefined;
  /** The database's change key (data-version.ts): a write since the last plans makes them old. */
  private readonly version: () => string;
  /** The last plans made for a request (plan()), by its port context: gone with the request. */
  private readonly lastPlans = new WeakMap<Ctx, { key: string; at: number; plans: Array<[number, DeliveryPlan]> }>();
  private readonly stocks: StoreStocks;
  private readonly customerMovements: CustomerMovements;
  private readonly sql: {
    exists: Statement<[number], { id: number }>;
    products: Statement<[string], ProductRow>;
    defaultAddress: Statement<[number], Destination>;
    address: Statement<[number, number], Destination>;
    registeredProvince: Statement<[number], Destination>;
  };

  constructor(deps: { db: Database; clock: Clock }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.calendar = italianCalendar;
    this.stocks = new StoreStocks(this.db);
    this.customerMovements = new CustomerMovements(this.db);
    this.version = dataVersion(this.db);
    const destination = 'iso_country_alpha2 AS country, state_province_region AS province';
    this.sql = {
      exists: this.db.prepare('SELECT id FROM products WHERE id = ?'),
      // One statement for a page: each product's stock and supplier orders folded into its row.
      products: this.db.prepare(`SELECT p.id, p.brand_id AS brandId,
          (SELECT group_concat(s.warehouse_code || ':' || s.quantity) FROM stock s WHERE s.product_id = p.id AND s.quantity > 0) AS stock,
          (SELECT group_concat(i.warehouse_code || ':' || i.quantity || ':' || i.expected_on) FROM incoming_stock i
            WHERE i.product_id = p.id) AS incoming
        FROM json_each(?) j CROSS JOIN products p ON p.id = j.value`),
      defaultAddress: this.db.prepare(`SELECT ${destination} FROM customer_addresses WHERE customer_id = ? AND is_default = 1`),
      address: this.db.prepare(`SELECT ${destination} FROM customer_addresses WHERE id = ? AND customer_id = ?`),
      registeredProvince: this.db.prepare(`SELECT 'IT' AS country, state_province_region AS province FROM customers WHERE id = ?`),
    };
  }

  async availability(input: Input<'availability'>, ctx: Ctx): Promise<StockAvailability[]> {
    const destination = ctx.actor ? this.destinationOf(ctx.actor) : null;
    return this.plan(input.items, destination, ctx, (item, plan) => {
      const { line: _line, ...parts } = plan;
      return { productId: item.productId, quantity: item.quantity, ...parts };
    });
  }

  async deliveryPromises(input: Input<'deliveryPromises'>, ctx: Ctx): Promise<LinePromise[]> {
    if (!ctx.actor && input.addressId !== undefined) throw fail('not-logged-in');
    // A visitor: anywhere in Italy (no province: couriers from the main warehouse).
    const destination = ctx.actor ? this.destinationOf(ctx.actor, input.addressId) : { country: 'IT', province: null };
    return this.plan(input.items, destination, ctx, (item, plan) => {
      if (!plan.line) throw new Error('A plan with a destination has a line promise');
      return { ...plan.line, productId: item.productId, quantity: item.quantity, urgent: item.urgent ?? false };
    });
  }

  async stores(input: Input<'stores'>, ctx: Ctx): Promise<StoreStock[]> {
    const actor = this.customerOf(ctx, input.productId);
    return this.stocks.of(input.productId, actor.customerId);
  }

  async movements(input: Input<'movements'>, ctx: Ctx): Promise<WarehouseMovement[]> {
    const actor = this.customerOf(ctx, input.productId);
    return this.customerMovements.of(input.productId, actor.customerId);
  }

  /**
   * When each line would arrive at any destination, urgent or not (checkout's fulfilment options, also for a place
   * not saved yet): the planner of `deliveryPromises`, in the order asked, unknown ids left out.
   */
  promisesTo(items: Array<{ productId: number; quantity: number; urgent: boolean }>, destination: Destination): DeliveryPromise[] {
    return this.plan(items, destination, null, (_item, plan) => {
      if (!plan.line) throw new Error('A plan with a destination has a line promise');
      return plan.line;
    });
  }

  /** How the distributor reaches a destination: its own vans (its van area), couriers in Italy, couriers abroad. */
  areaOf(destination: Destination): 'van' | 'courier' | 'abroad' {
    if (destination.country !== 'IT') return 'abroad';
    const zone = destination.province ? this.loadedSchedules().zones.get(destination.province) : undefined;
    return zone?.method === 'van' ? 'van' : 'courier';
  }

  /** The warehouse that serves a destination (its zone's), the main one abroad: an order's stock is taken there first. */
  servingWarehouse(destination: Destination): string {
    const schedules = this.loadedSchedules();
    const zone = destination.country === 'IT' && destination.province ? schedules.zones.get(destination.province) : undefined;
    return zone?.warehouse ?? schedules.mainWarehouse;
  }

  /** The acting customer, once a visitor is refused and an unknown product named. */
  private customerOf(ctx: Ctx, productId: number): Actor {
    if (!ctx.actor) throw fail('not-logged-in');
    if (!this.sql.exists.get(productId)) throw fail('product-not-found');
    return ctx.actor;
  }

  /**
   * Plans every known item in the order asked (unknown ids left out), all at the same `now`. A request that asks
   * availability and delivery promises of the same lines for the same place (a customer's page of rows: both at
   * once) has them planned once, at the first call's moment: the last plans are kept for a customer's `ctx`, and
   * used again only while the database is the same, within a second.
   */
  private plan<I extends { productId: number; quantity: number; urgent?: boolean }, R>(
    items: I[],
    destination: Destination | null,
    ctx: Ctx | null,
    reply: (item: I, plan: DeliveryPlan) => R,
  ): R[] {
    const now = this.clock();
    // Only a customer's page asks both (a visitor's asks availability alone): nothing to keep for anyone else.
    const keeping = ctx !== null && ctx.actor !== null;
    const key = keeping
      ? JSON.stringify([this.version(), destination, items.map((i) => [i.productId, i.quantity, i.urgent ?? false])])
      : '';
    const kept = keeping ? this.lastPlans.get(ctx) : undefined;
    const fresh = kept !== undefined && kept.key === key && Math.abs(now.getTime() - kept.at) < KEPT_PLANS_MS;
    const plans = fresh ? kept.plans : this.planned(items, destination, now);
    if (keeping && !fresh) this.lastPlans.set(ctx, { key, at: now.getTime(), plans });
    return plans.map(([index, plan]) => reply(items[index] as I, plan));
  }

  /** Each known item's plan at `now`, with its index in `items`. */
  private planned(
    items: ReadonlyArray<{ productId: number; quantity: number; urgent?: boolean }>,
    destination: Destination | null,
    now: Date,
  ): Array<[number, DeliveryPlan]> {
    const ids = JSON.stringify([...new Set(items.map((i) => i.productId))]);
    const products = new Map(this.sql.products.all(ids).map((p) => [p.id, p]));
    const schedules = this.loadedSchedules();
    const plans: Array<[number, DeliveryPlan]> = [];
    for (const [index, item] of items.entries()) {
      const product = products.get(item.productId);
      if (!product) continue;
      const request: DeliveryRequest = {
        now,
        quantity: item.quantity,
        urgent: item.urgent ?? false,
        destination,
        stock: stockOf(product.stock),
        incoming: incomingOf(product.incoming),
        supplier: schedules.suppliers.get(product.brandId) ?? schedules.defaultSupplier,
      };
      plans.push([index, planDelivery(request, schedules, this.calendar)]);
    }
    return plans;
  }

  /** The customer's default address (or `addressId`, one of theirs); without addresses, their registered province. */
  private destinationOf(actor: Actor, addressId?: number): Destination {
    if (addressId !== undefined) {
      const address = this.sql.address.get(addressId, actor.customerId);
      if (!address) throw fail('address-not-found');
      return address;
    }
    return (
      this.sql.defaultAddress.get(actor.customerId) ??
      this.sql.registeredProvince.get(actor.customerId) ?? { country: 'IT', province: null }
    );
  }

  private loadedSchedules(): DeliverySchedules {
    this.schedules ??= loadSchedules(this.db);
    return this.schedules;
  }
}

function stockOf(folded: string | null): DeliveryRequest['stock'] {
  if (folded === null) return [];
  return folded.split(',').map((entry) => {
    const [warehouse = '', quantity] = entry.split(':');
    return { warehouse, quantity: Number(quantity) };
  });
}

function incomingOf(folded: string | null): DeliveryRequest['incoming'] {
  if (folded === null) return [];
  return folded.split(',').map((entry) => {
    const [warehouse = '', quantity, expectedOn = ''] = entry.split(':');
    return { warehouse, quantity: Number(quantity), expectedOn };
  });
}
