import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp, demoFixtureOf } from '../testing/test-app.ts';

let shop: TestApp;
let productId: number;
let productCode: string;
beforeAll(async () => {
  shop = await createTestApp();
  writeFileSync(join(shop.config.STATIC_DIR, 'assets', 'app-abc123.js'), 'console.log(1)');
  const { product } = await demoFixtureOf(shop);
  productId = product.id;
  productCode = product.code;
});
afterAll(async () => shop.close());

const PRIVATE = 'private, no-store';

describe('replies that differ by session are never stored by a cache', () => {
  it('marks every session-dependent reply to a logged-in customer private, no-store', async () => {
    const customer = new TestClient(shop.app);
    await customer.login('demo', 'demo');
    const replies = {
      promo: await customer.request({ url: '/get-promo-hp', headers: { accept: 'application/json' } }),
      productCode: await customer.request({ url: `/sfapi/v1/catalog/product-code/${encodeURIComponent(productCode)}` }),
      add: await customer.send('POST', '/cart/add-ajax', { productId, quantity: 1 }),
      headerCart: await customer.request({ url: '/cart/refresh-cart-ajax' }),
      container: await customer.request({ url: '/cart/container-cart-ajax' }),
      quantity: await customer.request({ url: `/cart/refresh-qta-in-cart-ajax?productId=${productId}` }),
      principal: await customer.request({ url: '/sfapi/v1/principal' }),
    };
    for (const [name, res] of Object.entries(replies)) {
      expect([name, res.statusCode < 500, res.headers['cache-control']]).toEqual([name, true, PRIVATE]);
    }
  });

  it('marks the switch-user tables private, no-store', async () => {
    const staff = new TestClient(shop.app);
    await staff.login('staff', 'staff');
    for (const url of ['/login-as/select-customer/page', '/login-as/select-user/page']) {
      const res = await staff.send('POST', url, { pageSize: 5 });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(PRIVATE);
    }
  });

  it('marks personal routes private, no-store even for a visitor without a cookie', async () => {
    for (const url of [
      '/cart/refresh-cart-ajax',
      '/cart/container-cart-ajax',
      `/cart/refresh-qta-in-cart-ajax?productId=${productId}`,
      '/sfapi/v1/principal',
    ]) {
      const res = await shop.app.inject({ url });
      expect([url, res.headers['cache-control']]).toEqual([url, PRIVATE]);
    }
  });

  it('leaves the long cache of built assets and the pages’ own headers alone', async () => {
    const customer = new TestClient(shop.app);
    await customer.login('demo', 'demo');
    const asset = await customer.request({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000/);
    const shell = await customer.request({ url: '/', headers: { accept: 'text/html' } });
    // The page is rendered for this visitor (prices, the header's account and cart): never stored.
    expect(shell.headers['cache-control']).toBe('private, no-store');
  });

  it('never lets a cache keep a refusal to a visitor without a cookie (a 404 would be kept by heuristics)', async () => {
    const replies = {
      missingApi: await shop.app.inject({ url: '/sfapi/v1/nessuna', headers: { accept: 'application/json' } }),
      wrongMethod: await shop.app.inject({ method: 'DELETE', url: '/get-promo-hp', headers: { accept: 'application/json' } }),
      badQuery: await shop.app.inject({ url: '/ricambi-ws/carpark/get-models?idMarca=05', headers: { accept: 'application/json' } }),
      missingAsset: await shop.app.inject({ url: '/assets/nessuno.js' }),
    };
    for (const [name, res] of Object.entries(replies)) {
      expect([name, res.statusCode >= 400 && res.statusCode < 500, res.headers['cache-control']]).toEqual([name, true, 'no-store']);
    }
  });
});
