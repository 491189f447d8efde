import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../ports/op.ts';
import { ctxOf, openTestReference, type TestReference } from '../test-helpers.ts';

let ref: TestReference;
let customer: Actor;

beforeAll(async () => {
  ref = openTestReference();
  const account = await ref.checked.accounts.login(ref.fixture.customer, ctxOf(null));
  customer = { userId: account.userId, customerId: account.customerId };
});
afterAll(() => ref.cleanup());

const halfUp = (cents: number, basisPoints: number) => Math.floor((cents * basisPoints + 5000) / 10000);

describe('reference carts: order types, lines, the session cart and quick order', () => {
  it('prices and routes each line by the order type: standard, stock order (3 % off), urgent, vehicle off road', async () => {
    const { product } = ref.fixture;
    const [quote] = await ref.checked.pricing.prices({ productIds: [product.id] }, ctxOf(customer));
    if (!quote) throw new Error('the fixture product has no price');
    const cart = await ref.checked.carts.create({ orderName: 'Tipi di ordine' }, ctxOf(customer));
    await ref.checked.carts.addItem({ cartId: cart.cartId, productId: product.id, quantity: product.minQty }, ctxOf(customer));
    const lineAs = async (changes: { orderType?: string; urgent?: boolean }) => {
      const updated = await ref.checked.carts.update({ cartId: cart.cartId, changes }, ctxOf(customer));
      const [line] = updated.items;
      return { urgent: line?.travelsUrgent, unit: line?.unitNetCents };
    };
    expect(await lineAs({ orderType: 'STD' })).toEqual({ urgent: false, unit: quote.netCents });
    expect(await lineAs({ urgent: true })).toEqual({ urgent: true, unit: quote.urgentNetCents });
    expect(await lineAs({ orderType: 'MAG' })).toEqual({ urgent: false, unit: quote.netCents - halfUp(quote.netCents, 300) });
    expect(await lineAs({ orderType: 'URG', urgent: false })).toEqual({ urgent: true, unit: quote.urgentNetCents });
    expect(await lineAs({ orderType: 'FM' })).toEqual({ urgent: true, unit: quote.netCents });
    const types = await ref.checked.carts.orderTypes({}, ctxOf(null));
    expect(types.map((type) => type.code)).toEqual(['STD', 'MAG', 'URG', 'FM']);
    expect(types.find((type) => type.code === 'MAG')).toMatchObject({ urgency: 'never', discountPercent: 3 });
  });

  it('merges a line into its twin when its urgent flag makes them equal', async () => {
    const { product } = ref.fixture;
    const cart = await ref.checked.carts.create({ orderName: 'Gemelle' }, ctxOf(customer));
    const ctx = ctxOf(customer);
    await ref.checked.carts.addItem({ cartId: cart.cartId, productId: product.id, quantity: product.minQty }, ctx);
    const urgent = await ref.checked.carts.addItem(
      { cartId: cart.cartId, productId: product.id, quantity: product.minQty, urgent: true },
      ctx,
    );
    const merged = await ref.checked.carts.updateItem(
      { cartId: cart.cartId, orderItemId: urgent.item.orderItemId, changes: { urgent: false } },
      ctxOf(customer),
    );
    expect(merged.items.map((item) => [item.urgent, item.quantity])).toEqual([[false, 2 * product.minQty]]);
  });

  it('gives the session the latest open cart once its own cart was ordered, never another customer’s', async () => {
    const older = await ref.checked.carts.create({ orderName: 'Vecchio' }, ctxOf(customer));
    const latest = await ref.checked.carts.create({ orderName: 'Ultimo' }, ctxOf(customer));
    ref.db.prepare("UPDATE carts SET status = 'ordered' WHERE id = ?").run(older.cartId);
    expect((await ref.checked.carts.active({ cartId: older.cartId }, ctxOf(customer))).cartId).toBe(latest.cartId);
    expect((await ref.checked.carts.count({ cartId: older.cartId }, ctxOf(customer))).cartId).toBe(latest.cartId);
    const error = await ref.checked.carts.get({ cartId: older.cartId }, ctxOf(customer)).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'not_found' });
  });

  it('quick order raises a quantity to the pack, lists the candidates of a shared code, and adds nothing for them', async () => {
    const packed = ref.db
      .prepare<[], { code: string; minQty: number; packQty: number; id: number }>(
        `SELECT p.code, p.min_qty AS minQty, p.pack_qty AS packQty, p.id FROM products p WHERE p.pack_qty > 1 AND p.min_qty <= p.pack_qty
         AND (SELECT count(*) FROM products q WHERE q.code_norm = p.code_norm) = 1 ORDER BY p.id LIMIT 1`,
      )
      .get();
    const shared = ref.db
      .prepare<[], { code: string; n: number }>(
        'SELECT min(code) AS code, count(*) AS n FROM products GROUP BY code_norm HAVING count(*) > 1 LIMIT 1',
      )
      .get();
    if (!packed || !shared) throw new Error('the demo data lacks a packed product or a shared code');
    const cart = await ref.checked.carts.create({ orderName: 'Incolla' }, ctxOf(customer));
    const reply = await ref.checked.carts.addLines(
      {
        cartId: cart.cartId,
        lines: [
          { code: packed.code.toLowerCase(), quantity: 1 },
          { code: shared.code, quantity: 2 },
        ],
      },
      ctxOf(customer),
    );
    expect(reply.lines[0]).toMatchObject({ status: 'adjusted', productId: packed.id, quantity: 1, addedQuantity: packed.packQty });
    expect(reply.lines[1]).toMatchObject({ status: 'ambiguous' });
    expect(reply.lines[1]?.candidates?.length).toBe(Math.min(shared.n, 10));
    const after = await ref.checked.carts.get({ cartId: cart.cartId }, ctxOf(customer));
    expect(after.items.map((item) => [item.productId, item.quantity])).toEqual([[packed.id, packed.packQty]]);
  });
});
