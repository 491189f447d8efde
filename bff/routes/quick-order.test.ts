import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConformanceFixture } from '../../adapters/conformance/fixture.ts';
import { openReference } from '../../adapters/reference/index.ts';
import { createTestApp, demoFixtureOf, TEST_SEED_PRODUCTS, TestClient, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
let fixture: ConformanceFixture;
/** A product sold in packs, and a code two products have. */
let packed: { id: number; code: string; packQty: number };
let sharedCode: string;
beforeAll(async () => {
  shop = await createTestApp();
  fixture = await demoFixtureOf(shop);
  const reference = openReference({ dataDir: shop.dataDir, seedProducts: TEST_SEED_PRODUCTS });
  try {
    const { db } = reference;
    packed = db
      .prepare<[], typeof packed>('SELECT id, code, pack_qty AS packQty FROM products WHERE pack_qty > 1 AND min_qty <= pack_qty LIMIT 1')
      .get()!;
    sharedCode = db
      .prepare<[], { code: string }>('SELECT min(code) AS code FROM products GROUP BY code_norm HAVING count(*) > 1 LIMIT 1')
      .get()!.code;
  } finally {
    reference.close();
  }
});
afterAll(async () => shop.close());

async function customer() {
  const client = new TestClient(shop.app);
  await client.login(fixture.customer.username, fixture.customer.password);
  await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Ordine veloce' });
  const lines = async () =>
    (await client.request({ url: '/cart', headers: { accept: 'application/json' } }))
      .json()
      .cart.items.map((item: { productId: number; quantity: number }) => [item.productId, item.quantity]);
  return { client, lines };
}

describe('quick order by pasted lines', () => {
  it('adds the lines it can, and reports each pasted line by its number', async () => {
    const { client, lines } = await customer();
    const text = [
      `${fixture.product.code}\t${fixture.product.minQty}`,
      '',
      `${packed.code.toLowerCase()} 1`,
      `${sharedCode};2`,
      'NESSUN-CODICE-XYZ 3',
      `${fixture.product.code};tre`,
    ].join('\n');
    const res = await client.send('POST', '/cart/quick-order', { text }, { 'idempotency-key': 'incolla-1' });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply.lines.map((line: { line: number; status: string }) => [line.line, line.status])).toEqual([
      [1, 'added'],
      [3, 'adjusted'],
      [4, 'ambiguous'],
      [5, 'not_found'],
      [6, 'invalid'],
    ]);
    expect(reply.lines[1]).toMatchObject({ code: packed.code.toLowerCase(), quantity: 1, addedQuantity: packed.packQty });
    expect(reply.lines[2].candidates.length).toBeGreaterThan(1);
    expect(reply.cart).toMatchObject({ lines: 2 });
    const expected = [
      [fixture.product.id, fixture.product.minQty],
      [packed.id, packed.packQty],
    ];
    expect(await lines()).toEqual(expected);

    // The same paste sent again (a retry after a dropped connection) adds nothing twice.
    const again = await client.send('POST', '/cart/quick-order', { text }, { 'idempotency-key': 'incolla-1' });
    expect(again.json()).toEqual(reply);
    expect(await lines()).toEqual(expected);
  });

  it('refuses an empty paste, too many lines, a missing token and a visitor, adding nothing', async () => {
    const { client, lines } = await customer();
    const empty = await client.send('POST', '/cart/quick-order', { text: ' \n \n' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Incolla almeno una riga: codice e quantità.');
    const many = await client.send('POST', '/cart/quick-order', { text: Array.from({ length: 201 }, () => 'OC90 1').join('\n') });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('Al massimo 200 righe per volta.');
    expect((await client.request({ method: 'POST', url: '/cart/quick-order', payload: { text: 'OC90 1' } })).statusCode).toBe(403);
    expect((await new TestClient(shop.app).send('POST', '/cart/quick-order', { text: 'OC90 1' })).statusCode).toBe(401);
    expect(await lines()).toEqual([]);
  });

  it('answers only unreadable lines with the report and the cart as it was', async () => {
    const { client, lines } = await customer();
    const res = await client.send('POST', '/cart/quick-order', { text: 'OC90 1 2 3;4;5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines).toEqual([expect.objectContaining({ line: 1, status: 'invalid' })]);
    expect(await lines()).toEqual([]);
  });
});
