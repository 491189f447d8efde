import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConformanceFixture } from '../../adapters/conformance/fixture.ts';
import { openReference } from '../../adapters/reference/index.ts';
import type { CartPageReply } from '../../shared/contract/cart-page.ts';
import { createTestApp, demoFixtureOf, TEST_SEED_PRODUCTS, TestClient, type TestApp } from '../testing/test-app.ts';

/** More lines than the cart page shows at once. */
const LINES = 60;

let shop: TestApp;
let fixture: ConformanceFixture;
/** Distinct products, each with a quantity it takes. */
let products: Array<{ code: string; quantity: number }>;
beforeAll(async () => {
  shop = await createTestApp();
  fixture = await demoFixtureOf(shop);
  const reference = openReference({ dataDir: shop.dataDir, seedProducts: TEST_SEED_PRODUCTS });
  try {
    products = reference.db
      .prepare<[number], { code: string; quantity: number }>(
        `SELECT min(code) AS code, CASE WHEN min(min_qty) % min(pack_qty) = 0 THEN min(min_qty) ELSE min(min_qty) * min(pack_qty) END
        AS quantity FROM products GROUP BY code_norm HAVING count(*) = 1 ORDER BY min(id) LIMIT ?`,
      )
      .all(LINES);
  } finally {
    reference.close();
  }
});
afterAll(async () => shop.close());

describe('/cart with more lines than a page', () => {
  it('shows the first page of lines, the next on page 2, and the totals of all the lines on each', async () => {
    const client = new TestClient(shop.app);
    await client.login(fixture.customer.username, fixture.customer.password);
    await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Ordine lungo' });
    const text = products.map(({ code, quantity }) => `${code}\t${quantity}`).join('\n');
    expect((await client.send('POST', '/cart/quick-order', { text })).statusCode).toBe(200);
    const page = async (url: string) => {
      const res = await client.request({ url, headers: { accept: 'application/json' } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CartPageReply;
    };
    const first = await page('/cart');
    const second = await page('/cart?page=2');
    const lines = [...(first.cart?.items ?? []), ...(second.cart?.items ?? [])];
    expect(first.cart?.items.length).toBeLessThan(LINES);
    expect(new Set(lines.map((line) => line.orderItemId)).size).toBe(LINES);
    const pieces = products.reduce((sum, { quantity }) => sum + quantity, 0);
    for (const shown of [first, second]) {
      expect(shown.lines).toMatchObject({ total: LINES, pieces, pages: 2 });
      expect(shown.cart?.netCents).toBe(lines.reduce((sum, line) => sum + line.lineNetCents, 0));
      // Availability and promises for the lines shown.
      expect(Object.keys(shown.offers).sort()).toEqual(shown.cart?.items.map((line) => String(line.orderItemId)).sort());
    }
    expect([first.lines.page, second.lines.page]).toEqual([1, 2]);
    // A page past the last shows the last.
    expect((await page('/cart?page=9')).lines.page).toBe(2);
    // A page number not written canonically is ignored on a page URL (the first page), as `0x1f` is.
    expect((await page('/cart?page=02')).lines.page).toBe(1);
    const html = await client.request({ url: '/cart?page=2', headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('data-testid="pager"');
    const padded = await client.request({ url: '/cart?page=02', headers: { accept: 'text/html' } });
    expect(padded.statusCode).toBe(200);
  });
});
