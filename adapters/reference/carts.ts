import type { z } from 'zod';
import { grossCents, vatCents } from '../../shared/money.ts';
import type { Database } from '../../shared/sqlite.ts';
import { cartsPort, type Cart, type CartCount, type CartItem } from '../ports/carts.ts';
import type { CartsPort } from '../ports/index.ts';
import type { Actor, Ctx } from '../ports/op.ts';
import { PortError } from '../ports/port-error.ts';
import { IdempotencyKeys } from './idempotency.ts';
import { customerNetCentsSql } from './pricing/customer-net-price.ts';

type Input<K extends keyof typeof cartsPort> = z.output<(typeof cartsPort)[K]['input']>;
type AddResult = { cart: CartCount; item: CartItem };

interface CartRecord {
  idCart: number;
  nomeOrdine: string;
  noteOrdine: string;
  vin: string;
  plate: string;
  modello: string;
  tipo_ordine: string;
  fgurgente: 'S' | 'N';
}
interface ItemRecord {
  orderItemId: number;
  productId: number;
  brand: string;
  code: string;
  description: string;
  quantity: number;
  fgurgente: 'S' | 'N';
  note: string;
  vehicle: string;
  unitNetCents: number;
}
interface QuantityRule {
  id: number;
  packQty: number;
  minQty: number;
}

const NOT_LOGGED_IN = 'Accesso riservato: effettua il login per usare il carrello.';

/**
 * Carts over the reference database. Every statement filters on the actor's customer, so one customer
 * can never read or change another's cart, whatever cart id it is given.
 */
export class ReferenceCarts implements CartsPort {
  private readonly db: Database;
  private readonly sql;
  private readonly idempotency: IdempotencyKeys;

  constructor(deps: { db: Database }, _options: Record<string, never> = {}) {
    this.db = deps.db;
    const db = this.db;
    this.idempotency = new IdempotencyKeys(db);
    const cartColumns = `id AS idCart, nome_ordine AS nomeOrdine, note_ordine AS noteOrdine, vin, plate, modello, tipo_ordine, fgurgente`;
    // The customer's price of the line: their net, plus their urgent surcharge on an urgent line.
    const itemColumns = `i.id AS orderItemId, i.product_id AS productId, b.name AS brand, p.code, p.description, i.quantity,
      i.fgurgente, i.note, i.vehicle, ${customerNetCentsSql('p', 'c.customer_id', "i.fgurgente = 'S'")} AS unitNetCents`;
    this.sql = {
      ownOpenCart: db.prepare<[number, number], CartRecord>(
        `SELECT ${cartColumns} FROM carts WHERE id = ? AND customer_id = ? AND status = 'open'`,
      ),
      latestOpenCart: db.prepare<[number], CartRecord>(`SELECT ${cartColumns} FROM carts WHERE customer_id = ? AND status = 'open'
        ORDER BY updated_at DESC, id DESC LIMIT 1`),
      createCart: db.prepare(`INSERT INTO carts (customer_id, user_id, created_at, updated_at) VALUES (?, ?, ?, ?)`),
      touchCart: db.prepare(`UPDATE carts SET updated_at = ? WHERE id = ? AND customer_id = ?`),
      items: db.prepare<[number, number], ItemRecord>(`SELECT ${itemColumns} FROM cart_items i JOIN carts c ON c.id = i.cart_id
        JOIN products p ON p.id = i.product_id JOIN brands b ON b.id = p.brand_id
        WHERE i.cart_id = ? AND c.customer_id = ? ORDER BY i.id`),
      item: db.prepare<[number], ItemRecord>(`SELECT ${itemColumns} FROM cart_items i JOIN carts c ON c.id = i.cart_id
        JOIN products p ON p.id = i.product_id JOIN brands b ON b.id = p.brand_id WHERE i.id = ?`),
      count: db.prepare<[number, number], { lines: number; quantity: number }>(`SELECT count(*) AS lines,
        coalesce(sum(i.quantity), 0) AS quantity FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE i.cart_id = ? AND c.customer_id = ?`),
      product: db.prepare<[number], QuantityRule>('SELECT id, pack_qty AS packQty, min_qty AS minQty FROM products WHERE id = ?'),
      sameLine: db.prepare<[number, number, string], { id: number }>(
        'SELECT id FROM cart_items WHERE cart_id = ? AND product_id = ? AND fgurgente = ? ORDER BY id LIMIT 1',
      ),
      addToLine: db.prepare('UPDATE cart_items SET quantity = quantity + ? WHERE id = ?'),
      insertLine: db.prepare(`INSERT INTO cart_items (cart_id, product_id, quantity, fgurgente, created_at) VALUES (?, ?, ?, ?, ?)`),
    };
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

  async addItem(input: Input<'addItem'>, ctx: Ctx): Promise<AddResult> {
    const actor = requireActor(ctx);
    const call = {
      scope: `carts.addItem:${actor.customerId}`,
      key: ctx.idempotencyKey,
      // What the user asked for, not which cart the session pointed at: the first add stores its cart in the
      // session, so a resent first add names a cart the original did not, and must still be the same request.
      request: [input.productId, input.quantity, input.fgurgente],
      result: cartsPort.addItem.output,
    };
    return this.db
      .transaction(() =>
        this.idempotency.once(call, (): AddResult => {
          const product = this.sql.product.get(input.productId);
          if (!product) throw new PortError('not_found', 'Articolo non trovato.');
          checkQuantity(input.quantity, product.minQty, product.packQty);

          const cart = this.findOrCreateCart(actor, input.cartId);
          const now = new Date().toISOString();
          const line = this.sql.sameLine.get(cart.idCart, product.id, input.fgurgente);
          let lineId: number;
          if (line) {
            this.sql.addToLine.run(input.quantity, line.id);
            lineId = line.id;
          } else {
            lineId = Number(this.sql.insertLine.run(cart.idCart, product.id, input.quantity, input.fgurgente, now).lastInsertRowid);
          }
          this.sql.touchCart.run(now, cart.idCart, actor.customerId);
          const item = written(this.sql.item.get(lineId), 'cart line');
          return { cart: this.countOf(cart.idCart, actor), item: toItem(item) };
        }),
      )
      .immediate();
  }

  async count(input: Input<'count'>, ctx: Ctx): Promise<CartCount> {
    const actor = requireActor(ctx);
    const cart = this.findCart(actor, input.cartId);
    return cart ? this.countOf(cart.idCart, actor) : { idCart: 0, lines: 0, quantity: 0 };
  }

  /** The open cart `cartId` names when it is the actor's customer's, else their most recently used open cart. */
  private findCart(actor: Actor, cartId: number | undefined): CartRecord | undefined {
    const named = cartId === undefined ? undefined : this.sql.ownOpenCart.get(cartId, actor.customerId);
    return named ?? this.sql.latestOpenCart.get(actor.customerId);
  }

  /** The cart findCart finds, or a new empty one. Call inside a write transaction. */
  private findOrCreateCart(actor: Actor, cartId: number | undefined): CartRecord {
    const found = this.findCart(actor, cartId);
    if (found) return found;
    const now = new Date().toISOString();
    const id = Number(this.sql.createCart.run(actor.customerId, actor.userId, now, now).lastInsertRowid);
    return written(this.sql.ownOpenCart.get(id, actor.customerId), 'new cart');
  }

  private countOf(idCart: number, actor: Actor): CartCount {
    const row = this.sql.count.get(idCart, actor.customerId);
    return { idCart, lines: row?.lines ?? 0, quantity: row?.quantity ?? 0 };
  }

  private toCart(cart: CartRecord, actor: Actor): Cart {
    const items = this.sql.items.all(cart.idCart, actor.customerId).map(toItem);
    const netCents = items.reduce((sum, i) => sum + i.lineNetCents, 0);
    return { ...cart, items, netCents, vatCents: vatCents(netCents), grossCents: grossCents(netCents) };
  }
}

function requireActor(ctx: Ctx): Actor {
  if (!ctx.actor) throw new PortError('forbidden', NOT_LOGGED_IN);
  return ctx.actor;
}

/** A row this transaction has just written: its absence is a bug, never the caller's mistake. */
function written<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw new Error(`The ${what} just written cannot be read back`);
  return row;
}

function toItem(row: ItemRecord): CartItem {
  return { ...row, lineNetCents: row.unitNetCents * row.quantity };
}

/** The quantity rule of SPEC §5: at least the minimum and a multiple of the pack. */
export function checkQuantity(quantity: number, minQty: number, packQty: number): void {
  if (quantity >= minQty && quantity % packQty === 0) return;
  const rule = packQty > 1 ? `minimo ${minQty}, multipli di ${packQty}` : `minimo ${minQty}`;
  throw new PortError('invalid', `Quantità non valida: ${rule}.`);
}
