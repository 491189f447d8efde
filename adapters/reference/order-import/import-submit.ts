import { CART_FIELD_LIMITS, MAX_LINE_QUANTITY } from '../../../shared/cart-limits.ts';
import type { Actor } from '../../ports/op.ts';
import { fail } from '../../ports/reasons.ts';
import type { CustomerCaps } from '../caps.ts';
import type { CartStatements } from '../carts/cart-statements.ts';
import type { RowRecord } from './import-statements.ts';

const STANDARD_ORDER = 'STD';
/** Line numbers a refusal lists; more are counted, not listed. */
const LISTED_LINES = 10;

type Caps = Pick<CustomerCaps, 'openCarts' | 'cartLines'>;
type Target = { target: 'active' | 'new'; cartId?: number; filename: string };

/** The refusal of SPEC §5's rules for these rows, in their order; undefined when the rows may go to a cart. */
export function submitRefusal(rows: readonly RowRecord[]): Error | undefined {
  if (rows.length === 0) return fail('import-empty');
  const toChoose = rows.filter((r) => r.status === 'ambiguous' && r.productId === null);
  if (toChoose.length > 0) return fail('import-rows-to-choose', lines(toChoose));
  const without = rows.filter((r) => r.productId === null);
  if (without.length > 0) return fail('import-rows-without-product', lines(without));
  const offRule = rows.filter((r) => r.quantity === null || r.quantity < (r.minQty ?? 1) || r.quantity % (r.packQty ?? 1) !== 0);
  if (offRule.length > 0) return fail('import-quantities-to-fix', lines(offRule));
  return undefined;
}

function lines(rows: readonly RowRecord[]): { count: number; lines: string } {
  const listed = rows.slice(0, LISTED_LINES).map((r) => String(r.line));
  return { count: rows.length, lines: rows.length > LISTED_LINES ? `${listed.join(', ')}…` : listed.join(', ') };
}

/**
 * Writes checked rows into the target cart, rows of one product as one line (the cart's line of that product if it
 * has one) whose note lists each row's reference and quantity. Call inside the caller's write transaction: a limit
 * passed throws and nothing stays written. Answers the cart and the lines written.
 */
export function writeToCart(sql: CartStatements, caps: Caps, actor: Actor, rows: readonly RowRecord[], to: Target) {
  const now = new Date().toISOString();
  const cartId = targetCart(sql, caps, actor, to, now);
  const byProduct = new Map<number, RowRecord[]>();
  for (const row of rows) byProduct.set(row.productId ?? 0, [...(byProduct.get(row.productId ?? 0) ?? []), row]);
  let newLines = 0;
  for (const [productId, group] of byProduct) {
    const quantity = group.reduce((sum, r) => sum + (r.quantity ?? 0), 0);
    const refs = group.filter((r) => r.reference !== '').map((r) => `${r.reference} (${r.quantity})`);
    const line = sql.sameLine.get(cartId, productId, 0, 0);
    const total = (line?.quantity ?? 0) + quantity;
    if (total > MAX_LINE_QUANTITY) {
      throw fail('line-over-limit', { code: group[0]?.productCode ?? '', quantity: total, limit: MAX_LINE_QUANTITY });
    }
    const note = [line?.note ?? '', ...refs]
      .filter((n) => n !== '')
      .join('; ')
      .slice(0, CART_FIELD_LIMITS.itemNote);
    const staff = actor.impersonatorId ?? null;
    const id = line?.id ?? Number(sql.insertLine.run(cartId, productId, quantity, 0, now, staff).lastInsertRowid);
    if (!line) newLines += 1;
    sql.updateLine.run({ id, quantity: total, note, urgent: null, vehicle: null });
    if (staff !== null) sql.markStaffLine.run(staff, id);
  }
  if ((sql.lineCount.get(cartId) ?? 0) > caps.cartLines && newLines > 0) throw fail('cart-lines-limit', { limit: caps.cartLines });
  sql.touchCart.run(now, cartId, actor.customerId);
  return { cartId, lines: byProduct.size };
}

/** The session's open cart, else the latest, else a new one ('active'); or a new cart named after the file ('new'). */
function targetCart(sql: CartStatements, caps: Caps, actor: Actor, to: Target, now: string): number {
  if (to.target === 'active') {
    const named = to.cartId === undefined ? undefined : sql.ownOpenCart.get(to.cartId, actor.customerId);
    const cart = named ?? sql.latestOpenCart.get(actor.customerId);
    if (cart) return cart.cartId;
  }
  if ((sql.openCount.get(actor.customerId) ?? 0) >= caps.openCarts) throw fail('open-carts-limit', { limit: caps.openCarts });
  const name = to.target === 'new' ? to.filename.slice(0, CART_FIELD_LIMITS.nomeOrdine) : '';
  return Number(sql.createCart.run(actor.customerId, actor.userId, name, STANDARD_ORDER, now, now).lastInsertRowid);
}
