import type { z } from 'zod';
import { normaliseCode } from '../../../shared/codes.ts';
import { MAX_LINE_QUANTITY } from '../../../shared/cart-limits.ts';
import { grossCents, vatCents } from '../../../shared/money.ts';
import type { Database } from '../../../shared/sqlite.ts';
import { cartsPort, type Cart, type CartCount, type CartItem, type QuickOrderLine } from '../../ports/carts.ts';
import type { CartsPort } from '../../ports/index.ts';
import type { Actor, Ctx } from '../../ports/op.ts';
import { isPortError } from '../../ports/port-error.ts';
import { fail } from '../../ports/reasons.ts';
import { defaultCustomerCaps, type CustomerCaps } from '../caps.ts';
import { IdempotencyKeys } from '../idempotency.ts';
import { cartStatements, type CartRecord, type CartStatements, type ItemRecord, type ProductRecord } from './cart-statements.ts';
import { checkQuantity, validQuantityFrom } from './quantity-rule.ts';

type Input<K extends keyof typeof cartsPort> = z.output<(typeof cartsPort)[K]['input']>;
type Output<K extends keyof typeof cartsPort> = z.output<(typeof cartsPort)[K]['output']>;

const STANDARD_ORDER = 'STD';

/**
 * Carts over the reference database. Every statement filters on the actor's customer, so one customer can never
 * read or change another's cart, whatever cart id it is given; every change bumps the cart's version.
 */
export class ReferenceCarts implements CartsPort {
  private readonly db: Database;
  private readonly sql: CartStatements;
  private readonly idempotency: IdempotencyKeys;
  private readonly caps: Pick<CustomerCaps, 'openCarts' | 'cartLines'>;

  constructor(deps: { db: Database }, options: { caps?: Pick<CustomerCaps, 'openCarts' | 'cartLines'> } = {}) {
    this.db = deps.db;
    this.caps = options.caps ?? defaultCustomerCaps;
    this.sql = cartStatements(this.db);
    this.idempotency = new IdempotencyKeys(this.db);
  }

  async active(input: Input<'active'>, ctx: Ctx): Promise<Cart> {
    const actor = requireActor(ctx);
    const cart = this.db.transaction(() => this.findOrCreateCart(actor, input.cartId)).immediate();
    return this.toCart(cart, actor);
  }

  async current(input: Input<'current'>, ctx: Ctx): Promise<Cart | null> {
    const actor = requireActor(ctx);
    const cart = this.findCart(actor, input.cartId);
    return cart ? this.toCart(cart, actor) : null;
  }

  async addItem(input: Input<'addItem'>, ctx: Ctx): Promise<Output<'addItem'>> {
    const actor = requireActor(ctx);
    const call = {
      scope: `carts.addItem:${actor.customerId}`,
      key: ctx.idempotencyKey,
      // What the user asked for, not which cart the session pointed at: the first add stores its cart in the
      // session, so a resent first add names a cart the original did not, and must still be the same request.
      request: [input.productId, input.quantity, input.urgent],
      result: cartsPort.addItem.output,
    };
    return this.write(() =>
      this.idempotency.once(call, () => {
        const product = this.sql.product.get(input.productId);
        if (!product) throw fail('product-not-found');
        checkQuantity(input.quantity, product.minQty, product.packQty);
        const cart = this.findOrCreateCart(actor, input.cartId);
        const lineId = this.addToCart(cart.cartId, product, input.quantity, input.urgent, staffOf(actor));
        this.touch(cart.cartId, actor);
        const item = this.toCart(cart, actor).items.find((line) => line.orderItemId === lineId);
        if (!item) throw new Error('The cart line just written cannot be read back');
        return { cart: this.countOf(cart.cartId, actor), item };
      }),
    );
  }

  async count(input: Input<'count'>, ctx: Ctx): Promise<CartCount> {
    const actor = requireActor(ctx);
    const cart = this.findCart(actor, input.cartId);
    return cart ? this.countOf(cart.cartId, actor) : { cartId: 0, lines: 0, quantity: 0 };
  }

  async orderTypes(): Promise<Output<'orderTypes'>> {
    return this.sql.orderTypes.all().map(({ urgentSurcharge, discountBp, ...type }) => ({
      ...type,
      urgentSurcharge: urgentSurcharge === 1,
      discountPercent: discountBp / 100,
    }));
  }

  async list(input: Input<'list'>, ctx: Ctx): Promise<Output<'list'>> {
    const actor = requireActor(ctx);
    const rows = this.sql.summaries.all(actor.customerId, input.pageSize, (input.page - 1) * input.pageSize);
    const total = this.sql.openCount.get(actor.customerId) ?? 0;
    return { rows: rows.map((row) => ({ ...row, grossCents: grossCents(row.netCents) })), total };
  }

  async get(input: Input<'get'>, ctx: Ctx): Promise<Cart> {
    const actor = requireActor(ctx);
    return this.toCart(this.namedCart(actor, input.cartId), actor);
  }

  async create(input: Input<'create'>, ctx: Ctx): Promise<Cart> {
    const actor = requireActor(ctx);
    const call = {
      scope: `carts.create:${actor.customerId}`,
      key: ctx.idempotencyKey,
      request: [input.orderName],
      result: cartsPort.create.output,
    };
    return this.write(() =>
      this.idempotency.once(call, () => {
        if ((this.sql.openCount.get(actor.customerId) ?? 0) >= this.caps.openCarts) {
          throw fail('open-carts-limit', { limit: this.caps.openCarts });
        }
        return this.toCart(this.createCart(actor, input.orderName), actor);
      }),
    );
  }

  async remove(input: Input<'remove'>, ctx: Ctx): Promise<Output<'remove'>> {
    const actor = requireActor(ctx);
    return this.write(() => {
      this.namedCart(actor, input.cartId);
      if (this.sql.deleteEmptyCart.run(input.cartId, actor.customerId).changes === 0) {
        throw fail('cart-not-empty');
      }
      return { removed: true as const };
    });
  }

  async update(input: Input<'update'>, ctx: Ctx): Promise<Cart> {
    const actor = requireActor(ctx);
    return this.write(() => {
      const cart = this.editableCart(actor, input.cartId, input.expectedVersion);
      const { urgent, ...changes } = input.changes;
      if (changes.orderType !== undefined && !this.sql.orderType.get(changes.orderType)) {
        throw fail('order-type-unknown');
      }
      const blank = { orderName: null, orderNotes: null, vin: null, plate: null, model: null, orderType: null };
      this.sql.updateHeader.run({ ...blank, ...changes, urgent: bit(urgent), cartId: cart.cartId, customerId: actor.customerId });
      return this.touchAndRead(cart.cartId, actor);
    });
  }

  async updateItem(input: Input<'updateItem'>, ctx: Ctx): Promise<Cart> {
    const actor = requireActor(ctx);
    return this.write(() => {
      const cart = this.editableCart(actor, input.cartId, input.expectedVersion);
      const line = this.sql.line.get(input.orderItemId, cart.cartId);
      if (!line) throw fail('cart-line-not-found');
      const { changes } = input;
      if (changes.quantity !== undefined) {
        const product = this.sql.product.get(line.productId);
        if (product) checkQuantity(changes.quantity, product.minQty, product.packQty);
      }
      const blank = { quantity: null, note: null, urgent: null, vehicle: null };
      this.sql.updateLine.run({ ...blank, ...changes, urgent: bit(changes.urgent), id: line.id });
      // A line that now equals another (same product, same urgency) becomes one line with both quantities.
      const flag = bit(changes.urgent) ?? line.urgent;
      const twin = this.sql.sameLine.get(cart.cartId, line.productId, flag, line.id);
      if (twin) {
        const sum = twin.quantity + (changes.quantity ?? line.quantity);
        if (sum > MAX_LINE_QUANTITY)
          throw fail('line-over-limit', { code: this.codeOf(line.productId), quantity: sum, limit: MAX_LINE_QUANTITY });
        this.sql.addToLine.run(changes.quantity ?? line.quantity, null, twin.id);
        if (!twin.note) this.sql.updateLine.run({ ...blank, note: changes.note ?? line.note, id: twin.id });
        this.sql.deleteLine.run(line.id);
      }
      return this.touchAndRead(cart.cartId, actor);
    });
  }

  async removeItem(input: Input<'removeItem'>, ctx: Ctx): Promise<Cart> {
    const actor = requireActor(ctx);
    return this.write(() => {
      const cart = this.editableCart(actor, input.cartId, input.expectedVersion);
      const line = this.sql.line.get(input.orderItemId, cart.cartId);
      if (!line) throw fail('cart-line-not-found');
      this.sql.deleteLine.run(line.id);
      return this.touchAndRead(cart.cartId, actor);
    });
  }

  async addLines(input: Input<'addLines'>, ctx: Ctx): Promise<Output<'addLines'>> {
    const actor = requireActor(ctx);
    const call = {
      scope: `carts.addLines:${actor.customerId}`,
      key: ctx.idempotencyKey,
      request: input.lines,
      result: cartsPort.addLines.output,
    };
    return this.write(() =>
      this.idempotency.once(call, () => {
        const cart = this.findOrCreateCart(actor, input.cartId);
        const lines = input.lines.map((line, index) => this.addByCode(cart.cartId, index + 1, line.code, line.quantity, staffOf(actor)));
        if (lines.some((line) => line.addedQuantity)) this.touch(cart.cartId, actor);
        return { cart: this.countOf(cart.cartId, actor), lines };
      }),
    );
  }

  /** One quick-order line: added (maybe with its quantity raised to the rule), or why not. */
  private addByCode(cartId: number, line: number, code: string, quantity: number, staff: number | null): QuickOrderLine {
    const asked = { line, code, quantity };
    const products = this.sql.productsByCode.all(normaliseCode(code));
    const [product] = products;
    if (!product) return { ...asked, status: 'not_found' };
    if (products.length > 1) {
      const candidates = products
        .slice(0, 10)
        .map(({ productId, brand, code: c, description }) => ({ productId, brand, code: c, description }));
      return { ...asked, status: 'ambiguous', candidates };
    }
    const valid = validQuantityFrom(quantity, product.minQty, product.packQty);
    try {
      this.addToCart(cartId, product, valid, false, staff);
    } catch (error) {
      if (isPortError(error) && error.code !== 'forbidden') {
        const refusal = { reason: error.reason, data: { ...error.data } };
        return { ...asked, status: 'invalid', productId: product.productId, refusal };
      }
      throw error;
    }
    return { ...asked, status: valid === quantity ? 'added' : 'adjusted', productId: product.productId, addedQuantity: valid };
  }

  /**
   * Adds to the line of the same product and urgency, or a new line; answers the line's id. `invalid` when the line
   * would pass the pieces a line holds; `conflict` when a new line would pass the lines a cart holds. Writes nothing then.
   * `staff`: the staff member acting for the customer (user id), who marks the line as added by them; else null.
   */
  private addToCart(cartId: number, product: ProductRecord, quantity: number, urgent: boolean, staff: number | null): number {
    const line = this.sql.sameLine.get(cartId, product.productId, bit(urgent), 0);
    const sum = (line?.quantity ?? 0) + quantity;
    if (sum > MAX_LINE_QUANTITY) throw fail('line-over-limit', { code: product.code, quantity: sum, limit: MAX_LINE_QUANTITY });
    if (line) {
      this.sql.addToLine.run(quantity, staff, line.id);
      return line.id;
    }
    if ((this.sql.lineCount.get(cartId) ?? 0) >= this.caps.cartLines) throw fail('cart-lines-limit', { limit: this.caps.cartLines });
    return Number(
      this.sql.insertLine.run(cartId, product.productId, quantity, bit(urgent), new Date().toISOString(), staff).lastInsertRowid,
    );
  }

  private codeOf(productId: number): string {
    return this.sql.product.get(productId)?.code ?? String(productId);
  }

  /** The actor's open cart as the port shows it, read synchronously (checkout reads it in its own transaction). */
  openCart(actor: Actor, cartId: number): Cart {
    return this.toCart(this.namedCart(actor, cartId), actor);
  }

  private write<T>(run: () => T): T {
    return this.db.transaction(run).immediate();
  }

  /** The open cart the session's `cartId` names when it is the customer's, else their most recently used open cart. */
  private findCart(actor: Actor, cartId: number | undefined): CartRecord | undefined {
    const named = cartId === undefined ? undefined : this.sql.ownOpenCart.get(cartId, actor.customerId);
    return named ?? this.sql.latestOpenCart.get(actor.customerId);
  }

  /** The cart findCart finds, or a new empty one. Call inside a write transaction. */
  private findOrCreateCart(actor: Actor, cartId: number | undefined): CartRecord {
    return this.findCart(actor, cartId) ?? this.createCart(actor, '');
  }

  private createCart(actor: Actor, name: string): CartRecord {
    const now = new Date().toISOString();
    const id = Number(this.sql.createCart.run(actor.customerId, actor.userId, name, STANDARD_ORDER, now, now).lastInsertRowid);
    return this.namedCart(actor, id);
  }

  /** A cart the user named: an open cart of the actor's customer, or `not_found` (never another customer's). */
  private namedCart(actor: Actor, cartId: number): CartRecord {
    const cart = this.sql.ownOpenCart.get(cartId, actor.customerId);
    if (!cart) throw fail('cart-not-found');
    return cart;
  }

  /** A named cart about to change: `conflict` when the caller saw an older version of it. */
  private editableCart(actor: Actor, cartId: number, expectedVersion: number | undefined): CartRecord {
    const cart = this.namedCart(actor, cartId);
    if (expectedVersion !== undefined && expectedVersion !== cart.version) throw fail('cart-changed');
    return cart;
  }

  private touch(cartId: number, actor: Actor): void {
    this.sql.touchCart.run(new Date().toISOString(), cartId, actor.customerId);
  }

  private touchAndRead(cartId: number, actor: Actor): Cart {
    this.touch(cartId, actor);
    return this.toCart(this.namedCart(actor, cartId), actor);
  }

  private countOf(cartId: number, actor: Actor): CartCount {
    const row = this.sql.count.get(cartId, actor.customerId);
    return { cartId, lines: row?.lines ?? 0, quantity: row?.quantity ?? 0 };
  }

  private toCart(cart: CartRecord, actor: Actor): Cart {
    const items = this.sql.items.all(cart.cartId, actor.customerId).map(toItem);
    const netCents = items.reduce((sum, i) => sum + i.lineNetCents, 0);
    return { ...cart, urgent: cart.urgent === 1, items, netCents, vatCents: vatCents(netCents), grossCents: grossCents(netCents) };
  }
}

function requireActor(ctx: Ctx): Actor {
  if (!ctx.actor) throw fail('not-logged-in');
  return ctx.actor;
}

/** The staff member acting for the customer (their user id), or null when the customer's own user acts. */
function staffOf(actor: Actor): number | null {
  return actor.impersonatorId ?? null;
}

function toItem(row: ItemRecord): CartItem {
  return { ...row, urgent: row.urgent === 1, travelsUrgent: row.travelsUrgent === 1, lineNetCents: row.unitNetCents * row.quantity };
}

/** A flag as SQLite binds it (it takes no booleans); undefined (no change) is null. */
function bit(flag: boolean): 0 | 1;
function bit(flag: boolean | undefined): 0 | 1 | null;
function bit(flag: boolean | undefined): 0 | 1 | null {
  return flag === undefined ? null : flag ? 1 : 0;
}
