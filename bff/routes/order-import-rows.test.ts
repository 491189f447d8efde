import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConformanceFixture } from '../../adapters/conformance/fixture.ts';
import type { Actor, Ctx } from '../../adapters/ports/op.ts';
import { createTestApp, demoFixtureOf, TestClient, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
let fixture: ConformanceFixture;
beforeAll(async () => {
  shop = await createTestApp();
  fixture = await demoFixtureOf(shop);
});
afterAll(async () => shop.close());

const ctx = (actor: Actor | null): Ctx => ({ requestId: 'test', actor });

async function customer(username: string): Promise<{ client: TestClient; actor: Actor }> {
  const client = new TestClient(shop.app);
  await client.login(username, username);
  const account = await shop.app.ports.accounts.login({ username, password: username }, ctx(null));
  return { client, actor: { userId: account.userId, customerId: account.customerId } };
}

/** An import of the fixture's codes, stored as the upload stores one: found, ambiguous, unknown, found again. */
async function newImport(actor: Actor) {
  const { found, ambiguous, unknownCode } = fixture.orderImport;
  const matches = await shop.app.ports.orderImport.match({ codes: [found.code, ambiguous.code, unknownCode, found.code] }, ctx(actor));
  const rows = matches.map((m, i) => ({
    line: i + 2,
    code: m.code,
    reference: `RIF-${i + 2}`,
    quantity: i === 3 ? null : 1,
    quantityText: i === 3 ? 'due' : '1',
    status: m.status,
    matchedBy: m.matchedBy,
    productId: m.status === 'found' ? (m.products[0]?.productId ?? null) : null,
  }));
  const created = await shop.app.ports.orderImport.create({ filename: 'ordine.xlsx', sheet: 'Foglio1', rows }, ctx(actor));
  const stored = (await shop.app.ports.orderImport.rows({ importId: created.importId }, ctx(actor))).rows;
  return { importId: created.importId, rowIds: stored.map((r) => r.rowId) };
}

const json = { accept: 'application/json' };

describe('the import-order calls (SPEC §7)', () => {
  it('lists an ambiguous row’s candidates and chooses one; searches the catalogue for a not-found row, a page at a time', async () => {
    const { client, actor } = await customer('demo');
    const { importId, rowIds } = await newImport(actor);
    const candidates = await client.request({ url: `/import-order/select-product/${rowIds[1]}`, headers: json });
    expect(candidates.statusCode).toBe(200);
    expect(candidates.json()).toMatchObject({ row: { id: rowIds[1], status: 'ambiguous', filename: 'ordine.xlsx', product: null } });
    const ids = candidates.json().products.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining(fixture.orderImport.ambiguous.productIds));
    expect(candidates.json().products[0]).toMatchObject({ minimumQuantity: expect.any(Number), qtamacq: expect.any(Number) });

    const chosen = await client.send('GET', `/import-order/select-product/${rowIds[1]}/${ids[0]}`);
    expect(chosen.json()).toMatchObject({ id: importId, counts: { changed: 1 } });
    const after = await client.request({ url: `/import-order/select-product/${rowIds[1]}`, headers: json });
    expect(after.json().row.product.id).toBe(ids[0]);

    const search = await client.request({
      url: `/import-order/select-product-not-found/${rowIds[2]}?page=1&q=${encodeURIComponent(fixture.searchWords)}`,
      headers: json,
    });
    expect(search.json()).toMatchObject({ page: 1, q: fixture.searchWords, pages: expect.any(Number) });
    expect(search.json().products.length).toBeGreaterThan(0);
    // A page number is read as every number of the API is: `02` and `0x2` are refused, not page 2.
    for (const page of ['02', '0x2', ' 2']) {
      const padded = await client.request({ url: `/import-order/select-product-not-found/${rowIds[2]}?page=${page}`, headers: json });
      expect([page, padded.statusCode]).toEqual([page, 400]);
    }
    if (search.json().pages > 1) {
      const second = await client.request({
        url: `/import-order/select-product-not-found/${rowIds[2]}?page=2&q=${encodeURIComponent(fixture.searchWords)}`,
        headers: json,
      });
      expect(second.json().products.map((p: { id: number }) => p.id)).not.toEqual(search.json().products.map((p: { id: number }) => p.id));
    }
  });

  it('removes a row, saves quantities and references, and submits by SPEC §5’s rules into the cart with the references', async () => {
    const { client, actor } = await customer('demo');
    const { importId, rowIds } = await newImport(actor);
    const [foundRow, ambiguousRow, unknownRow, unreadableRow] = rowIds;
    const submit = () => client.send('POST', '/import-order/submit', { importId, items: [], target: 'new' });

    const first = await submit();
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toMatch(/^Seleziona i prodotti delle righe con più corrispondenze \(1; righe 3\)/);
    await client.send('GET', `/import-order/select-product/${ambiguousRow}/${fixture.orderImport.found.productId}`);
    expect((await submit()).json().message).toMatch(/^Elimina le righe senza prodotto \(1; righe 4\)/);
    expect((await client.send('GET', `/import-order/delete-row/${unknownRow}`)).json()).toEqual({ status: 'OK', importId });
    expect((await submit()).json().message).toMatch(/^Correggi le quantità/);

    const { minQty, packQty } = fixture.product.id === fixture.orderImport.found.productId ? fixture.product : { minQty: 1, packQty: 1 };
    const quantity = Math.max(minQty, packQty);
    const items = [foundRow, ambiguousRow, unreadableRow].map((id) => ({ id, quantity, productCode: 'x', filename: 'ordine.xlsx' }));
    const saved = await client.send('POST', '/import-order/save', {
      importId,
      items: [...items, { id: foundRow, referenceImport: 'Officina Rossi', quantity }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ rows: 3, counts: { removed: 1 } });

    const sent = await submit();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'OK', url: '/cart', lines: 1, alreadySent: false });
    const cart = await shop.app.ports.carts.get({ cartId: sent.json().cartId }, ctx(actor));
    expect(cart.orderName).toBe('ordine.xlsx');
    expect(cart.items).toEqual([expect.objectContaining({ productId: fixture.orderImport.found.productId, quantity: 3 * quantity })]);
    for (const ref of ['Officina Rossi', 'RIF-3', 'RIF-5']) expect(cart.items[0]?.note).toContain(ref);
    const count = await client.request({ url: '/cart/refresh-cart-ajax', headers: json });
    expect(count.body).toContain(String(3 * quantity));

    expect((await submit()).json()).toMatchObject({ cartId: sent.json().cartId, alreadySent: true });
    expect((await shop.app.ports.carts.get({ cartId: sent.json().cartId }, ctx(actor))).items).toEqual(cart.items);
    const list = await client.request({ url: '/import-order/list', headers: json });
    expect(list.json()).toContainEqual(expect.objectContaining({ id: importId, state: 'sent', cartId: sent.json().cartId }));
  });

  it('answers 404 for another customer’s import or row, and 401 to a visitor, changing nothing', async () => {
    const mine = await customer('demo');
    const other = await customer('demo2');
    const { importId, rowIds } = await newImport(mine.actor);
    const row = rowIds[1];
    const visitor = new TestClient(shop.app);
    const calls: Array<[method: 'GET' | 'POST', url: string, body?: object]> = [
      ['GET', `/import-order/select-product/${row}`],
      ['GET', `/import-order/select-product/${row}/${fixture.orderImport.found.productId}`],
      ['GET', `/import-order/select-product-not-found/${row}?page=1`],
      ['GET', `/import-order/delete-row/${row}`],
      ['POST', '/import-order/save', { importId, items: [{ id: row, quantity: 5 }] }],
      ['POST', '/import-order/submit', { importId, items: [] }],
      ['POST', `/import-order/delete/${importId}`, {}],
    ];
    for (const [method, url, body] of calls) {
      expect([url, (await other.client.send(method, url, body)).statusCode]).toEqual([url, 404]);
      expect([url, (await visitor.send(method, url, body)).statusCode]).toEqual([url, 401]);
    }
    const rows = await shop.app.ports.orderImport.rows({ importId }, ctx(mine.actor));
    expect(rows.rows.map((r) => [r.rowId, r.changed])).toEqual(rowIds.map((id) => [id, false]));
    expect((await other.client.request({ url: '/import-order/list', headers: json })).json()).not.toContainEqual(
      expect.objectContaining({ id: importId }),
    );
    expect((await mine.client.send('POST', `/import-order/delete/${importId}`, {})).statusCode).toBe(200);
    expect((await mine.client.request({ url: `/import-order/select-product/${row}`, headers: json })).statusCode).toBe(404);
  });

  it('shows staff acting for a customer that customer’s imports, and another customer’s as 404', async () => {
    const demo = await customer('demo');
    const other = await customer('demo2');
    const { importId, rowIds } = await newImport(demo.actor);
    const elsewhere = await newImport(other.actor);
    const staff = new TestClient(shop.app);
    await staff.login('staff', 'staff');
    const { csrfToken } = await staff.principal();
    const acting = await staff.request({
      url: `/login/impersonate?j_username=demo&csrfToken=${csrfToken}`,
      headers: { accept: 'text/html' },
    });
    expect(acting.statusCode).toBe(303);
    const list = (await staff.request({ url: '/import-order/list', headers: json })).json() as Array<{ id: number }>;
    expect(list.map((i) => i.id)).toContain(importId);
    expect(list.map((i) => i.id)).not.toContain(elsewhere.importId);
    const page = await staff.request({ url: `/import-order/${importId}`, headers: json });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ summary: { id: importId, filename: 'ordine.xlsx' } });
    const candidates = await staff.request({ url: `/import-order/select-product/${rowIds[1]}`, headers: json });
    expect(candidates.statusCode).toBe(200);
    expect((await staff.request({ url: `/import-order/${elsewhere.importId}`, headers: json })).statusCode).toBe(404);
    expect((await staff.request({ url: `/import-order/select-product/${elsewhere.rowIds[1]}`, headers: json })).statusCode).toBe(404);
  });
});
