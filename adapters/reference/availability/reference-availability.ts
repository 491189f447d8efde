import type { z } from 'zod';
import type { Clock } from '../../../shared/clock.ts';
import type { LinePromise, StockAvailability } from '../../../shared/contract/offer.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { availabilityPort } from '../../ports/availability.ts';
import type { AvailabilityPort } from '../../ports/index.ts';
import type { Actor, Ctx } from '../../ports/op.ts';
import { PortError } from '../../ports/port-error.ts';
import { ItalianWorkingCalendar, type WorkingCalendar } from './calendar.ts';
import { planDelivery, type DeliveryPlan, type DeliveryRequest, type Destination } from './delivery-promise.ts';
import { loadSchedules, type DeliverySchedules } from './schedules.ts';

type Input<K extends keyof typeof availabilityPort> = z.output<(typeof availabilityPort)[K]['input']>;

interface StockRow {
  productId: number;
  warehouse: string;
  quantity: number;
}
interface IncomingRow extends StockRow {
  expectedOn: string;
}

const FOR_CUSTOMERS = 'Tempi di consegna riservati ai clienti: effettua il login.';
const NO_SUCH_ADDRESS = 'Indirizzo non trovato.';

/** Italy's calendar is the same for every database: its holidays are computed once per process. */
const italianCalendar = new ItalianWorkingCalendar();

/**
 * Stock and delivery promises over the reference database: a page of products costs three statements (products,
 * stock, supplier orders, each over json_each of the ids) and one for the address; the schedules are read once.
 */
export class ReferenceAvailability implements AvailabilityPort {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly calendar: WorkingCalendar;
  private schedules: DeliverySchedules | undefined;
  private readonly sql: {
    products: Statement<[string], { id: number; brandId: number }>;
    stock: Statement<[string], StockRow>;
    incoming: Statement<[string], IncomingRow>;
    defaultAddress: Statement<[number], Destination>;
    address: Statement<[number, number], Destination>;
    registeredProvince: Statement<[number], Destination>;
  };

  constructor(deps: { db: Database; clock: Clock }, options: { calendar?: WorkingCalendar } = {}) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.calendar = options.calendar ?? italianCalendar;
    const ids = 'SELECT value FROM json_each(?)';
    const destination = 'iso_country_alpha2 AS country, state_province_region AS province';
    this.sql = {
      products: this.db.prepare(`SELECT id, brand_id AS brandId FROM products WHERE id IN (${ids})`),
      stock: this.db.prepare(`SELECT product_id AS productId, warehouse_code AS warehouse, quantity FROM stock
        WHERE product_id IN (${ids}) AND quantity > 0`),
      incoming: this.db.prepare(`SELECT product_id AS productId, warehouse_code AS warehouse, quantity, expected_on AS expectedOn
        FROM incoming_stock WHERE product_id IN (${ids}) ORDER BY product_id, expected_on, id`),
      defaultAddress: this.db.prepare(`SELECT ${destination} FROM customer_addresses WHERE customer_id = ? AND is_default = 1`),
      address: this.db.prepare(`SELECT ${destination} FROM customer_addresses WHERE id = ? AND customer_id = ?`),
      registeredProvince: this.db.prepare(`SELECT 'IT' AS country, state_province_region AS province FROM customers WHERE id = ?`),
    };
  }

  async availability(input: Input<'availability'>, ctx: Ctx): Promise<StockAvailability[]> {
    const destination = ctx.actor ? this.destinationOf(ctx.actor) : null;
    return this.plan(input.items, destination, (item, plan) => {
      const { line: _line, ...parts } = plan;
      return { productId: item.productId, quantity: item.quantity, ...parts };
    });
  }

  async deliveryPromises(input: Input<'deliveryPromises'>, ctx: Ctx): Promise<LinePromise[]> {
    if (!ctx.actor) throw new PortError('forbidden', FOR_CUSTOMERS);
    const destination = this.destinationOf(ctx.actor, input.addressId);
    return this.plan(input.items, destination, (item, plan) => {
      if (!plan.line) throw new Error('A plan with a destination has a line promise');
      return { ...plan.line, productId: item.productId, quantity: item.quantity, urgent: item.urgent ?? false };
    });
  }

  /** Plans every known item in the order asked (unknown ids left out), all at the same `now`. */
  private plan<I extends { productId: number; quantity: number; urgent?: boolean }, R>(
    items: I[],
    destination: Destination | null,
    reply: (item: I, plan: DeliveryPlan) => R,
  ): R[] {
    const ids = JSON.stringify([...new Set(items.map((i) => i.productId))]);
    const brands = new Map(this.sql.products.all(ids).map((p) => [p.id, p.brandId]));
    const stock = groupByProduct(this.sql.stock.all(ids));
    const incoming = groupByProduct(this.sql.incoming.all(ids));
    const schedules = this.loadedSchedules();
    const now = this.clock();
    const replies: R[] = [];
    for (const item of items) {
      const brandId = brands.get(item.productId);
      if (brandId === undefined) continue;
      const request: DeliveryRequest = {
        now,
        quantity: item.quantity,
        urgent: item.urgent ?? false,
        destination,
        stock: stock.get(item.productId) ?? [],
        incoming: incoming.get(item.productId) ?? [],
        supplier: schedules.suppliers.get(brandId) ?? schedules.defaultSupplier,
      };
      replies.push(reply(item, planDelivery(request, schedules, this.calendar)));
    }
    return replies;
  }

  /** The customer's default address (or `addressId`, one of theirs); without addresses, their registered province. */
  private destinationOf(actor: Actor, addressId?: number): Destination {
    if (addressId !== undefined) {
      const address = this.sql.address.get(addressId, actor.customerId);
      if (!address) throw new PortError('not_found', NO_SUCH_ADDRESS);
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

function groupByProduct<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.productId);
    if (list) list.push(row);
    else out.set(row.productId, [row]);
  }
  return out;
}
