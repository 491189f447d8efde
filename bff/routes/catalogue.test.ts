import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchPageReply } from '../../shared/contract/search.ts';
import { searchUrl } from '../../shared/urls/page-urls.ts';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';

const UNKNOWN = 999_999_999;
let shop: TestApp;
let customer: TestClient;
let rows: SearchPageReply['rows'];
beforeAll(async () => {
  shop = await createTestApp();
  customer = new TestClient(shop.app);
  expect((await customer.login('demo', 'demo')).statusCode).toBe(200);
  const res = await customer.request({ url: searchUrl('filtro'), headers: { accept: 'application/json' } });
  rows = (res.json() as SearchPageReply).rows;
});
afterAll(async () => shop.close());

const get = (client: TestClient, url: string) => client.request({ method: 'GET', url, headers: { accept: 'application/json' } });

describe.each([
  ['get-alternative', 'alternatives'],
  ['get-substitutes', 'substitutes'],
  ['get-necessaries', 'necessaries'],
] as const)('GET /sfapi/v1/catalog/product/%s', (path, kind) => {
  const url = (id: string | number) => `/sfapi/v1/catalog/product/${path}?id=${id}`;

  it('lists a logged-in user the related products, named for a link, as many as the row counted', async () => {
    const row = rows.find((r) => (r.counters?.[kind] ?? 0) > 0) ?? rows[0];
    if (!row) throw new Error('no rows for "filtro"');
    const res = await get(customer, url(row.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const related = res.json() as Array<Record<string, unknown>>;
    expect(Array.isArray(related)).toBe(true);
    if (row.counters) expect(related).toHaveLength(row.counters[kind]);
    for (const product of related) {
      expect(Object.keys(product).sort()).toEqual(['brand', 'code', 'description', 'id']);
      expect(product.id).toEqual(expect.any(Number));
    }
  });

  it('is for logged-in users only: a visitor is refused before anything is read', async () => {
    const res = await get(new TestClient(shop.app), url(rows[0]?.id ?? 1));
    expect([401, 403]).toContain(res.statusCode);
    expect((await get(new TestClient(shop.app), url('abc'))).statusCode).toBe(res.statusCode);
  });

  it('takes a plain positive integer id: anything else is 400', async () => {
    for (const id of ['abc', '0x1f', '1e3', '0', '-4', '2.0', '']) {
      expect((await get(customer, url(id))).statusCode, id).toBe(400);
    }
    expect((await get(customer, `/sfapi/v1/catalog/product/${path}`)).statusCode).toBe(400);
  });

  it('answers 404 for a product nobody knows', async () => {
    const res = await get(customer, url(UNKNOWN));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/\S/);
  });
});

describe('GET /ws-image/search', () => {
  it('answers anyone the pictures of a product', async () => {
    const id = rows[0]?.id ?? 1;
    for (const client of [customer, new TestClient(shop.app)]) {
      const res = await get(client, `/ws-image/search?productId=${id}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.productId).toBe(id);
      expect(Array.isArray(body.images)).toBe(true);
    }
  });

  it('refuses an id that is not a plain positive integer (400) and answers 404 for an unknown one', async () => {
    const visitor = new TestClient(shop.app);
    for (const id of ['abc', '0x1f', '0', '']) expect((await get(visitor, `/ws-image/search?productId=${id}`)).statusCode, id).toBe(400);
    expect((await get(visitor, '/ws-image/search')).statusCode).toBe(400);
    expect((await get(visitor, `/ws-image/search?productId=${UNKNOWN}`)).statusCode).toBe(404);
  });
});
