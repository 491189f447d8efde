import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConformanceFixture } from '../../adapters/conformance/fixture.ts';
import { pngOfSize } from '../../shared/testing/sample-files.ts';
import { TREVISO_ADDRESS } from '../testing/sample-address.ts';
import { createTestApp, demoFixtureOf, TestClient, type TestApp } from '../testing/test-app.ts';

// Small caps, so reaching each takes a few calls.
const CAPS = { CAP_OPEN_CARTS: '6', CAP_ADDRESSES: '4', CAP_CART_LINES: '2', CAP_ATTACHMENT_BYTES: '3000' };

let shop: TestApp;
let fixture: ConformanceFixture;
/** A third product, sold by the piece, whose code no other product has. */
let third: { id: number; code: string };
beforeAll(async () => {
  shop = await createTestApp(CAPS);
  fixture = await demoFixtureOf(shop);
  const db = new Database(join(shop.dataDir, 'reference.sqlite'), { readonly: true });
  third = db
    .prepare(
      `SELECT id, code FROM products p WHERE min_qty = 1 AND pack_qty = 1 AND id NOT IN (?, ?)
      AND (SELECT count(*) FROM products q WHERE q.code_norm = p.code_norm) = 1 ORDER BY id LIMIT 1`,
    )
    .get(fixture.product.id, fixture.packedProduct.id) as { id: number; code: string };
  db.close();
});
afterAll(async () => shop.close());

const json = { accept: 'application/json' };

async function customer(who: 'customer' | 'otherCustomer') {
  const client = new TestClient(shop.app);
  await client.login(fixture[who].username, fixture[who].password);
  return client;
}

async function openCarts(client: TestClient, query = '') {
  const res = await client.request({ url: `/cart/list-carts${query}`, headers: json });
  return { rows: res.json() as Array<{ idCart: number; lines: number }>, total: Number(res.headers['x-total-count']) };
}

async function upload(client: TestClient, idCart: number, bytes: Buffer) {
  const form = new FormData();
  form.append('idCart', String(idCart));
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'foto.png');
  const encoded = new Response(form);
  const { csrfToken } = await client.principal();
  return client.request({
    method: 'POST',
    url: '/cart/upload-attachment',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', accept: 'application/json', 'x-csrf-token': csrfToken },
  });
}

describe('caps per customer', () => {
  it('refuses a new cart past the open carts cap (409, in Italian) until one is ordered or deleted', async () => {
    const client = await customer('otherCustomer');
    const { total } = await openCarts(client);
    expect(total).toBeLessThan(6);
    for (let n = total; n < 6; n += 1)
      expect((await client.send('POST', '/cart/new-cart', { nomeOrdine: `N. ${n}` })).statusCode).toBe(200);
    const refused = await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Uno di troppo' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().second.message).toMatch(/6 carrelli aperti/);
    const empty = (await openCarts(client)).rows.find((row) => row.lines === 0);
    expect((await client.send('POST', '/cart/delete-cart', { idCart: empty?.idCart })).statusCode).toBe(200);
    expect((await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Ora sì' })).statusCode).toBe(200);
  });

  it('pages list-carts: every open cart on some page, once; without parameters the reply is the same array', async () => {
    const client = await customer('otherCustomer');
    const all = await openCarts(client);
    expect(all.total).toBeGreaterThan(2);
    expect(all.rows).toHaveLength(all.total);
    const pages = await Promise.all([1, 2, 3].map((page) => openCarts(client, `?page=${page}&pageSize=2`)));
    expect(pages.every((page) => page.total === all.total && page.rows.length <= 2)).toBe(true);
    expect(pages.flatMap((page) => page.rows.map((row) => row.idCart))).toEqual(all.rows.map((row) => row.idCart).slice(0, 6));
    expect((await client.request({ url: '/cart/list-carts?pageSize=0', headers: json })).statusCode).toBe(400);
  });

  it('refuses a new line past the lines cap, by add-to-cart (409) and quick order (the line reported), adding to a line still works', async () => {
    const client = await customer('customer');
    await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Due righe' });
    const add = (productId: number, quantity: number) => client.send('POST', '/cart/add-ajax', { productId, quantity });
    expect((await add(fixture.product.id, fixture.product.minQty)).statusCode).toBe(200);
    expect((await add(fixture.packedProduct.id, fixture.packedProduct.minQty)).statusCode).toBe(200);
    const refused = await add(third.id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().second.message).toMatch(/già 2 righe/);
    const pasted = (await client.send('POST', '/cart/quick-order', { text: `${third.code} 1` })).json();
    expect(pasted.lines[0]).toMatchObject({ status: 'invalid', message: expect.stringMatching(/già 2 righe/) });
    expect((await add(fixture.product.id, fixture.product.minQty)).json()).toMatchObject({ lines: 2 });
  });

  it('refuses a saved address past the cap (409) until one is deleted; addresses for one order never hit it', async () => {
    const client = await customer('customer');
    const page = async () => (await client.request({ url: '/checkout/spedizione', headers: json })).json();
    const add = (business: string, fgMemorize: 'Y' | 'N' = 'Y') =>
      client.send('POST', '/checkout/shipping/add-address', { ...TREVISO_ADDRESS, business, fgMemorize });
    const { total } = (await page()).addressesPage;
    expect(total).toBeLessThan(4);
    for (let n = total; n < 4; n += 1) expect((await add(`Sede ${n}`)).statusCode).toBe(200);
    const refused = await add('Sede di troppo');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().second.message).toMatch(/4 indirizzi/);
    for (let n = 0; n < 6; n += 1) expect((await add(`Solo per un ordine ${n}`, 'N')).statusCode).toBe(200);
    const deletable = (await page()).addresses.find((address: { fgEditable: string }) => address.fgEditable === 'Y');
    expect((await client.send('POST', '/checkout/shipping/delete-address', { addressId: deletable.id })).statusCode).toBe(200);
    expect((await add('Sede nuova')).statusCode).toBe(200);
  });

  it('pages the saved addresses on the shipping page', async () => {
    const client = await customer('customer');
    const first = (await client.request({ url: '/checkout/spedizione', headers: json })).json();
    expect(first.addressesPage).toMatchObject({ page: 1, total: 4 });
    const second = (await client.request({ url: '/checkout/spedizione?indirizzi=2', headers: json })).json();
    expect(second.addressesPage.page).toBe(2);
    expect(second.addresses).toEqual([]);
  });

  it('refuses an attachment past the bytes a customer keeps on open carts (409) until one is removed', async () => {
    const client = await customer('otherCustomer');
    const { idCart } = (
      await client.send('POST', '/cart/add-ajax', { productId: fixture.product.id, quantity: fixture.product.minQty })
    ).json();
    const first = await upload(client, idCart, pngOfSize(2000));
    expect(first.statusCode).toBe(200);
    const second = await upload(client, idCart, pngOfSize(2000));
    expect(second.statusCode).toBe(409);
    expect(second.json().second.message).toMatch(/allegati/);
    const { csrfToken } = await client.principal();
    const removed = await client.request({
      method: 'POST',
      url: '/cart/delete-attachment',
      payload: { idCart, attachmentId: first.json().attachment.id },
      headers: { ...json, 'x-csrf-token': csrfToken },
    });
    expect(removed.statusCode).toBe(200);
    expect((await upload(client, idCart, pngOfSize(2000))).statusCode).toBe(200);
  });
});
