import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productUrl, searchUrl } from '../../shared/urls/page-urls.ts';
import { createTestApp, demoFixtureOf, type TestApp } from '../testing/test-app.ts';

/** A disc of the demo data with every kind of related product (README, "Things to try"). */
const DEMO_DISC = 143;

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

function storedSessions(): number {
  const db = new Database(join(shop.dataDir, 'sessions.sqlite'), { readonly: true });
  const { n } = db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number };
  db.close();
  return n;
}

/**
 * SPEC §2: a visitor browses the catalogue without an account. Whatever they do on the catalogue pages (with their
 * view preferences set) is answered without a session: none is stored and no cookie is set.
 */
describe('a visitor on the catalogue pages', () => {
  it('browses results, the product page and its calls without a session being written', async () => {
    const fixture = await demoFixtureOf(shop);
    const preferences = 'filters_visibile=true; layout_prodotti=tabella; prezzi_visibili=false';
    const visits: Array<{ url: string; accept: string; status: number }> = [
      { url: searchUrl('filtro olio'), accept: 'text/html', status: 200 },
      { url: searchUrl('filtro olio', { sort: 'price-asc' }), accept: 'application/json', status: 200 },
      { url: productUrl(DEMO_DISC), accept: 'text/html', status: 200 },
      { url: productUrl(DEMO_DISC), accept: 'application/json', status: 200 },
      { url: productUrl(999_999_999), accept: 'text/html', status: 404 },
      { url: `/get-alternatives/${DEMO_DISC}`, accept: 'application/json', status: 200 },
      { url: `/get-necessaries/${DEMO_DISC}`, accept: 'application/json', status: 200 },
      { url: `/get-carcasse/${DEMO_DISC}`, accept: 'application/json', status: 200 },
      { url: `/tire-size/${encodeURIComponent('CG-9 080')}`, accept: 'application/json', status: 200 },
      { url: `/ws-image/search?productId=${DEMO_DISC}`, accept: 'application/json', status: 200 },
      { url: `/search-ws-catalogo?q=${encodeURIComponent(fixture.multiListCode.code)}`, accept: 'text/html', status: 200 },
      // What is reserved for customers is refused, and the refusal writes nothing either.
      { url: `/get-available-stores/${DEMO_DISC}`, accept: 'application/json', status: 401 },
      { url: `/warehouse-movement/${DEMO_DISC}`, accept: 'application/json', status: 401 },
      { url: `/sfapi/v1/catalog/product/get-alternative?id=${DEMO_DISC}`, accept: 'application/json', status: 401 },
      { url: '/cart', accept: 'text/html', status: 403 },
      { url: '/cart', accept: 'application/json', status: 200 },
      { url: '/cart/list-carts', accept: 'application/json', status: 401 },
      { url: '/cart/get-cart-item-availability/1', accept: 'application/json', status: 401 },
    ];
    const before = storedSessions();
    for (const { url, accept, status } of visits) {
      const res = await shop.app.inject({ url, headers: { accept, cookie: preferences } });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(status);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    expect(storedSessions()).toBe(before);
  });
});
