import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../ports/op.ts';
import { isPortError } from '../../ports/port-error.ts';
import { ctxOf, openTestReference, type TestReference } from '../test-helpers.ts';
import { customerNetCentsSql } from './customer-net-price.ts';

let ref: TestReference;
let demo: Actor;
let demo2: Actor;
beforeAll(async () => {
  ref = openTestReference();
  const login = async (username: string) => {
    const account = await ref.ports.accounts.login({ username, password: username }, ctxOf(null));
    return { userId: account.userId, customerId: account.customerId };
  };
  demo = await login('demo');
  demo2 = await login('demo2');
});
afterAll(() => ref.cleanup());

interface ProductRow {
  id: number;
  brandId: number;
  net: number;
  list: number;
}
const product = (where: string, ...params: unknown[]) =>
  ref.db
    .prepare<unknown[], ProductRow>(
      `SELECT id, brand_id AS brandId, net_cents AS net, list_cents AS list FROM products p WHERE ${where} ORDER BY id LIMIT 1`,
    )
    .get(...params) as ProductRow;
const halfUp = (cents: number, bp: number) => Math.floor((cents * bp + 5000) / 10000);

describe('reference pricing', () => {
  it('takes the customer’s extra discount off the net price, a brand’s own discount first', async () => {
    // demo: 3 % on every brand, its own discount on six brands, 10 % urgent surcharge.
    const plain = product('NOT EXISTS (SELECT 1 FROM customer_brand_discounts d WHERE d.customer_id = 1 AND d.brand_id = p.brand_id)');
    const discounted = product('EXISTS (SELECT 1 FROM customer_brand_discounts d WHERE d.customer_id = 1 AND d.brand_id = p.brand_id)');
    const brandBp = ref.db
      .prepare<[number], { bp: number }>(
        'SELECT extra_discount_bp AS bp FROM customer_brand_discounts WHERE customer_id = 1 AND brand_id = ?',
      )
      .get(discounted.brandId)?.bp as number;
    const quotes = await ref.checked.pricing.prices({ productIds: [plain.id, discounted.id] }, ctxOf(demo));
    const plainNet = plain.net - halfUp(plain.net, 300);
    const discountedNet = discounted.net - halfUp(discounted.net, brandBp);
    expect(quotes).toEqual([
      { productId: plain.id, listCents: plain.list, netCents: plainNet, urgentNetCents: plainNet + halfUp(plainNet, 1000) },
      {
        productId: discounted.id,
        listCents: discounted.list,
        netCents: discountedNet,
        urgentNetCents: discountedNet + halfUp(discountedNet, 1000),
      },
    ]);
  });

  it('prices per customer: demo2 has no discount on most brands and a 15 % urgent surcharge', async () => {
    const plain = product('NOT EXISTS (SELECT 1 FROM customer_brand_discounts d WHERE d.customer_id = 2 AND d.brand_id = p.brand_id)');
    const [quote] = await ref.checked.pricing.prices({ productIds: [plain.id] }, ctxOf(demo2));
    expect(quote).toEqual({
      productId: plain.id,
      listCents: plain.list,
      netCents: plain.net,
      urgentNetCents: plain.net + halfUp(plain.net, 1500),
    });
  });

  it('keeps the order asked, leaves unknown ids out, and refuses visitors', async () => {
    const quotes = await ref.checked.pricing.prices({ productIds: [3, 999_999_999, 1, 2] }, ctxOf(demo));
    expect(quotes.map((q) => q.productId)).toEqual([3, 1, 2]);
    const refused = await ref.checked.pricing.prices({ productIds: [1] }, ctxOf(null)).catch((e: unknown) => e);
    expect(isPortError(refused) && refused.code).toBe('forbidden');
  });

  it('is the one expression: the same prices in SQL for any customer column, and the base net for nobody', () => {
    const row = ref.db
      .prepare<[], { forDemo: number; forNobody: number; net: number }>(
        `SELECT ${customerNetCentsSql('p', '1')} AS forDemo, ${customerNetCentsSql('p', 'NULL')} AS forNobody, p.net_cents AS net
        FROM products p WHERE p.id = 1`,
      )
      .get();
    expect(row?.forNobody).toBe(row?.net);
    expect(row?.forDemo).toBeLessThan(row?.net as number);
  });

  it('prices cart lines with it, an urgent line at the urgent price', async () => {
    const [quote] = await ref.checked.pricing.prices({ productIds: [1] }, ctxOf(demo2));
    await ref.checked.carts.addItem({ productId: 1, quantity: 1 }, ctxOf(demo2));
    await ref.checked.carts.addItem({ productId: 1, quantity: 1, urgent: true }, ctxOf(demo2));
    const cart = await ref.checked.carts.active({}, ctxOf(demo2));
    const lines = cart.items.filter((i) => i.productId === 1);
    expect(lines.map((l) => [l.urgent, l.unitNetCents])).toEqual([
      [false, quote?.netCents],
      [true, quote?.urgentNetCents],
    ]);
  });
});
