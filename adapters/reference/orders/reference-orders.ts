import { z } from 'zod';
import { isOverLineLimit, MAX_LINE_QUANTITY } from '../../../shared/cart-limits.ts';
import type { Clock } from '../../../shared/clock.ts';
import { deliveryPromise } from '../../../shared/contract/offer.ts';
import { orderTotals } from '../../../shared/money.ts';
import type { Database } from '../../../shared/sqlite.ts';
import type { OrdersPort } from '../../ports/index.ts';
import type { Actor, Ctx } from '../../ports/op.ts';
import { orderSchema, type ordersPort, type Order, type OrderRow } from '../../ports/orders.ts';
import { fail } from '../../ports/reasons.ts';
import { ReferenceCarts } from '../carts/reference-carts.ts';
import { retagProducts } from '../catalogue/tags.ts';
import { ReferenceAvailability } from '../availability/reference-availability.ts';
import { ReferenceCheckout } from '../checkout/reference-checkout.ts';
import { ReferenceAddresses, requireActor } from '../checkout/reference-addresses.ts';
import { IdempotencyKeys } from '../idempotency.ts';
import { OrderPayments } from './order-payments.ts';
import { orderStatements, type OrderLineRecord, type OrderRecord, type OrderStatements } from './order-statements.ts';

type Input<K extends keyof typeof ordersPort> = z.output<(typeof ordersPort)[K]['input']>;

const placed = z.object({ orderId: z.number().int() });
// An order's address and option are stored as JSON in the shapes the order shows them (adapters/ports/orders.ts).
const storedAddress = orderSchema.shape.address;
const storedFulfilment = orderSchema.shape.fulfilment;

/**
 * Orders in the reference ERP. Placing one is a single write transaction: the cart's lines at their prices of the
 * moment, the address and fulfilment option as they are, the stock taken off the warehouses (the serving one
 * first) and the cart closed, with the idempotency key recorded in the same transaction, so a retried or doubled
 * request, or a crash at any point, never makes two orders or half of one.
 */
export class ReferenceOrders implements OrdersPort {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly sql: OrderStatements;
  private readonly carts: ReferenceCarts;
  private readonly checkout: ReferenceCheckout;
  private readonly addresses: ReferenceAddresses;
  private readonly availability: ReferenceAvailability;
  private readonly idempotency: IdempotencyKeys;
  private readonly payments: OrderPayments;

  constructor(deps: { db: Database; clock: Clock }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.sql = orderStatements(deps.db);
    this.carts = new ReferenceCarts(deps);
    this.checkout = new ReferenceCheckout(deps);
    this.addresses = new ReferenceAddresses(deps);
    this.availability = new ReferenceAvailability(deps);
    this.idempotency = new IdempotencyKeys(deps.db);
    this.payments = new OrderPayments(deps.db);
  }

  async place(input: Input<'place'>, ctx: Ctx): Promise<Order> {
    const actor = requireActor(ctx);
    if (!ctx.idempotencyKey) throw fail('idempotency-key-missing');
    const call = { scope: `orders.place:${actor.customerId}`, key: ctx.idempotencyKey, request: input, result: placed };
    const { orderId } = this.db.transaction(() => this.idempotency.once(call, () => this.placeNow(actor, input))).immediate();
    return this.read(actor, orderId);
  }

  async list(input: Input<'list'>, ctx: Ctx): Promise<{ rows: OrderRow[]; total: number }> {
    const actor = requireActor(ctx);
    const rows = this.sql.page.all(actor.customerId, input.pageSize, (input.page - 1) * input.pageSize);
    return { rows: rows.map(toSummary), total: this.sql.count.get(actor.customerId)?.total ?? 0 };
  }

  async get(input: Input<'get'>, ctx: Ctx): Promise<Order> {
    return this.read(requireActor(ctx), input.orderId);
  }

  async paymentStarted(input: Input<'paymentStarted'>, ctx: Ctx): Promise<Order> {
    return this.onPayments(ctx, input.orderId, (order, now) => this.payments.started(order, input.providerRef, input.amountCents, now));
  }

  async recordPayment(input: Input<'recordPayment'>, ctx: Ctx): Promise<Order> {
    return this.onPayments(ctx, input.orderId, (order, now) => this.payments.record(order, input, now));
  }

  async recordRefund(input: Input<'recordRefund'>, ctx: Ctx): Promise<Order> {
    return this.onPayments(ctx, input.orderId, (order, now) => this.payments.refunded(order, input.providerRef, now));
  }

  /** One write transaction on the payment journal of one of the actor's card or wallet orders; answers the order after it. */
  private onPayments(ctx: Ctx, orderId: number, write: (order: OrderRecord, now: string) => void): Order {
    const actor = requireActor(ctx);
    this.db
      .transaction(() => {
        const order = this.record(actor, orderId);
        if (order.paymentMethod === 'terms') throw fail('paid-on-terms');
        write(order, this.clock().toISOString());
      })
      .immediate();
    return this.read(actor, orderId);
  }

  /** The order itself, inside place's transaction: every check before the first write. */
  private placeNow(actor: Actor, input: Input<'place'>): { orderId: number } {
    const status = this.sql.cartStatus.get(input.cartId, actor.customerId);
    if (!status) throw fail('cart-not-found');
    if (status.status !== 'open') throw fail('cart-ordered');
    const cart = this.carts.openCart(actor, input.cartId);
    if (cart.version !== input.expectedVersion) throw fail('cart-changed-since-review');
    if (cart.items.length === 0) throw fail('cart-empty');
    const overLimit = cart.items.find((item) => isOverLineLimit(item.quantity));
    if (overLimit) throw fail('line-to-fix', { code: overLimit.code, limit: MAX_LINE_QUANTITY });

    const address = this.addresses.addressOf(actor, input.addressId);
    const destination = { country: address.isoCountryAlpha2, province: address.stateProvinceRegion || null };
    const option = this.checkout.optionsFor(destination, cart, input.fulfilmentOptionId)[0];
    if (!option) throw fail('fulfilment-unavailable');
    const terms = this.sql.terms.get(actor.customerId);
    if (input.paymentMethod === 'terms' && !terms) throw fail('no-payment-terms');

    const placedAt = this.clock();
    const orderId = this.sql.nextId.get()?.id ?? 1;
    const totals = orderTotals(cart.netCents, option.priceCents);
    const { id: _id, default: _default, editable: _editable, saved: _saved, ...shipTo } = address;
    const onTerms = input.paymentMethod === 'terms';
    this.sql.insert.run({
      id: orderId,
      number: orderNumber(placedAt, orderId),
      customerId: actor.customerId,
      userId: actor.userId,
      impersonatorId: actor.impersonatorId ?? null,
      cartId: cart.cartId,
      placedAt: placedAt.toISOString(),
      status: onTerms ? 'confirmed' : 'awaiting_payment',
      paymentMethod: input.paymentMethod,
      paymentState: onTerms ? 'on_terms' : 'awaiting',
      orderName: cart.orderName,
      orderNotes: cart.orderNotes,
      vin: cart.vin,
      plate: cart.plate,
      model: cart.model,
      orderType: cart.orderType,
      address: JSON.stringify(shipTo),
      fulfilment: JSON.stringify({ id: option.id, kind: option.kind, label: option.label, priceCents: option.priceCents }),
      promisedDelivery: option.delivery ? JSON.stringify(option.delivery) : null,
      ...totals,
    });
    cart.items.forEach((item, index) => {
      const { productId, brand, code, description, quantity, travelsUrgent, note, vehicle, unitNetCents } = item;
      this.sql.insertLine.run(
        orderId,
        index + 1,
        productId,
        brand,
        code,
        description,
        quantity,
        travelsUrgent ? 1 : 0,
        note,
        vehicle,
        unitNetCents,
      );
    });
    this.reserveStock(orderId, cart.items, this.availability.servingWarehouse(destination));
    this.sql.closeCart.run(placedAt.toISOString(), cart.cartId, actor.customerId);
    return { orderId };
  }

  /**
   * Takes the ordered pieces off the available stock, the serving warehouse first, then the fullest others; what
   * no warehouse holds is ordered from the supplier (the promise already said so). The search's availability
   * tags follow the new stock.
   */
  private reserveStock(orderId: number, items: ReadonlyArray<{ productId: number; quantity: number }>, serving: string): void {
    for (const item of items) {
      let wanted = item.quantity;
      const stock = this.sql.stockOf.all(item.productId).sort((a, b) => Number(b.warehouse === serving) - Number(a.warehouse === serving));
      for (const { warehouse, quantity } of stock) {
        if (wanted === 0) break;
        const taken = Math.min(wanted, quantity);
        this.sql.takeStock.run(taken, item.productId, warehouse);
        this.sql.reserve.run(orderId, item.productId, warehouse, taken);
        wanted -= taken;
      }
    }
    retagProducts(this.db, [...new Set(items.map((item) => item.productId))]);
  }

  private record(actor: Actor, orderId: number): OrderRecord {
    const row = this.sql.order.get(orderId, actor.customerId);
    if (!row) throw fail('order-not-found');
    return row;
  }

  private read(actor: Actor, orderId: number): Order {
    const row = this.record(actor, orderId);
    const lines = this.sql.lines.all(row.id).map(toLine);
    return {
      ...toSummary(row),
      orderNotes: row.orderNotes,
      vin: row.vin,
      plate: row.plate,
      model: row.model,
      orderType: row.orderType,
      lines,
      payments: this.payments.of(row.id),
      address: storedAddress.parse(JSON.parse(row.address)),
      fulfilment: storedFulfilment.parse(JSON.parse(row.fulfilment)),
      netCents: row.netCents,
      shippingCents: row.shippingCents,
      vatCents: row.vatCents,
      placedBy: row.impersonatorId === null ? null : { userId: row.impersonatorId, name: row.impersonatorName ?? '' },
      placedFor: { userId: row.userId, name: row.userName },
    };
  }
}

/** The number the customer quotes: the year and the order's id, e.g. W2026-000123. */
function orderNumber(placedAt: Date, orderId: number): string {
  return `W${placedAt.getUTCFullYear()}-${String(orderId).padStart(6, '0')}`;
}

function toSummary(row: OrderRecord): OrderRow {
  return {
    id: row.id,
    number: row.number,
    placedAt: row.placedAt,
    status: row.status,
    orderName: row.orderName,
    paymentMethod: row.paymentMethod,
    paymentState: row.paymentState,
    grossCents: row.grossCents,
    promisedDelivery: row.promisedDelivery ? deliveryPromise.parse(JSON.parse(row.promisedDelivery)) : null,
    lines: row.lines,
  };
}

function toLine(row: OrderLineRecord): Order['lines'][number] {
  return { ...row, urgent: row.urgent === 1, lineNetCents: row.unitNetCents * row.quantity };
}
