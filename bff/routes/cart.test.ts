import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../adapters/ports/op.ts';
import { createTestApp, TestClient, type TestApp, demoFixtureOf } from '../testing/test-app.ts';

let shop: TestApp;
let productId: number;
let productCode: string;
beforeAll(async () => {
  shop = await createTestApp();
  const { product } = await demoFixtureOf(shop);
  productId = product.id;
  productCode = product.code;
});
afterAll(async () => shop.close());

describe('cart calls', () => {
  it('refuses add-to-cart without the CSRF token (403) before looking at the body', async () => {
    const client = new TestClient(shop.app);
    await client.login('demo', 'demo');
    const res = await client.request({
      method: 'POST',
      url: '/cart/add-ajax',
      payload: { nonsense: true },
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('shows a visitor an empty header cart', async () => {
    const client = new TestClient(shop.app);
    const container = await client.request({ method: 'GET', url: '/cart/container-cart-ajax' });
    expect(container.body).toContain('data-cart-lines="0"');
    const fragment = await client.request({ method: 'GET', url: '/cart/refresh-cart-ajax' });
    expect(fragment.statusCode).toBe(200);
  });

  it('asks a visitor to log in (401) instead of adding', async () => {
    const client = new TestClient(shop.app);
    const res = await client.send('POST', '/cart/add-ajax', { productId, quantity: 1, fgurgente: 'N' });
    expect(res.statusCode).toBe(401);
  });

  it('adds an item, counts it, and shows it in the header cart fragment', async () => {
    const client = new TestClient(shop.app);
    await client.login('demo', 'demo');
    const res = await client.send('POST', '/cart/add-ajax', { productId, quantity: 1, fgurgente: 'N' });
    expect(res.statusCode).toBe(200);
    const count = res.json();
    expect(count.quantity).toBeGreaterThanOrEqual(1);
    const fragment = await client.request({ method: 'GET', url: '/cart/refresh-cart-ajax' });
    expect(fragment.headers['content-type']).toContain('text/html');
    expect(fragment.body).toContain(productCode);
    expect(fragment.body).toContain('IVA 22%');
    const container = await client.request({ method: 'GET', url: '/cart/container-cart-ajax' });
    expect(container.body).toContain(`data-cart-lines="${count.lines}"`);
    expect(container.body).toContain(`data-cart-quantity="${count.quantity}"`);
    const qty = await client.request({ method: 'GET', url: `/cart/refresh-qta-in-cart-ajax?productId=${productId}` });
    expect(qty.json()).toEqual({ productId, quantity: expect.any(Number) });
    expect(qty.json().quantity).toBeGreaterThanOrEqual(1);
  });

  it('adds once when the same add arrives twice with one Idempotency-Key, also as the session’s first cart write', async () => {
    const client = new TestClient(shop.app);
    await client.login('demo', 'demo');
    const inCart = async () =>
      (await client.request({ url: `/cart/refresh-qta-in-cart-ajax?productId=${productId}` })).json().quantity as number;
    const before = await inCart();
    const headers = { 'idempotency-key': 'click-7f3a' };
    const first = await client.send('POST', '/cart/add-ajax', { productId, quantity: 1 }, headers);
    expect(first.statusCode).toBe(200);
    // The first add stored the cart id in the session; the resent request must still be the same request.
    const again = await client.send('POST', '/cart/add-ajax', { productId, quantity: 1 }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await inCart()).toBe(before + 1);
  });

  it('answers bad input with 400 and the issues, and an unknown product with 404', async () => {
    const client = new TestClient(shop.app);
    await client.login('demo', 'demo');
    const bad = await client.send('POST', '/cart/add-ajax', { productId: 'abc', quantity: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.length).toBeGreaterThan(0);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toContain('body.productId');
    // A field without a label of its own: the generic text, never zod's.
    expect(bad.json().issues[0].message).toBe('I dati inviati non sono validi.');
    expect(bad.json().second.message).toBe(bad.json().message);
    const missing = await client.send('POST', '/cart/add-ajax', { productId: 999_999_999, quantity: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().second.message).toBeTruthy();
  });

  it.each([
    ['the probe that added 1,000 of product 31', { productId: '0x1f', quantity: '1e3' }],
    ['productId hex', { productId: '0x1f', quantity: 1 }],
    ['productId with a leading zero', { productId: '031', quantity: 1 }],
    ['quantity with a leading zero', { productId: 31, quantity: '05' }],
    ['quantity exponent', { productId: 31, quantity: '1e3' }],
    ['productId in a list', { productId: [31], quantity: 1 }],
    ['productId boolean', { productId: true, quantity: 1 }],
    ['productId padded', { productId: ' 31 ', quantity: 1 }],
    ['quantity decimal text', { productId: 31, quantity: '2.0' }],
    ['quantity boolean', { productId: 31, quantity: true }],
    ['quantity in a list', { productId: 31, quantity: [1] }],
  ])('refuses a number written as %s with 400, adding nothing', async (_label, body) => {
    const client = new TestClient(shop.app);
    await client.login('demo', 'demo');
    const res = await client.send('POST', '/cart/add-ajax', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.length).toBeGreaterThan(0);
  });

  it('refuses a product id written other than in plain digits on refresh-qta', async () => {
    const client = new TestClient(shop.app);
    await client.login('demo', 'demo');
    for (const query of ['05', '031', '0x1f', '1e3', '%2031%20', '2.0', 'true', `${productId}&productId=${productId}`]) {
      const res = await client.request({ url: `/cart/refresh-qta-in-cart-ajax?productId=${query}` });
      expect([query, res.statusCode]).toEqual([query, 400]);
    }
    expect((await client.request({ url: `/cart/refresh-qta-in-cart-ajax?productId=${productId}` })).statusCode).toBe(200);
  });

  it('refuses a quantity with a leading zero in a form body, adding nothing, and accepts it as digits', async () => {
    const client = new TestClient(shop.app);
    await client.login('demo2', 'demo2');
    const { csrfToken } = await client.principal();
    const addAsForm = (quantity: string) =>
      client.request({
        method: 'POST',
        url: '/cart/add-ajax',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        payload: new URLSearchParams({ csrfToken, productId: String(productId), quantity }).toString(),
      });
    const padded = await addAsForm('05');
    expect(padded.statusCode).toBe(400);
    expect(padded.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['body.quantity']);
    expect((await client.request({ url: `/cart/refresh-qta-in-cart-ajax?productId=${productId}` })).json()).toMatchObject({ quantity: 0 });
    expect((await addAsForm('1')).statusCode).toBe(200);
  });

  it('refuses a stale stateVersionToken with 409', async () => {
    const client = new TestClient(shop.app);
    await client.login('demo', 'demo');
    const res = await client.send('POST', '/cart/add-ajax', { productId, quantity: 1, stateVersionToken: 'stale' });
    expect(res.statusCode).toBe(409);
  });
});

describe('cart reads', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(async () => fresh.close());

  it('create no cart for a customer who has none', async () => {
    const ctx = (actor: Ctx['actor']): Ctx => ({ requestId: 'cart-reads-test', actor });
    const account = await fresh.app.ports.accounts.login({ username: 'demo2', password: 'demo2' }, ctx(null));
    const actor = { userId: account.userId, customerId: account.customerId };
    expect((await fresh.app.ports.carts.count({}, ctx(actor))).cartId).toBe(0);

    const client = new TestClient(fresh.app);
    await client.login('demo2', 'demo2');
    const header = await client.request({ url: '/cart/refresh-cart-ajax' });
    expect(header.statusCode).toBe(200);
    const quantity = await client.request({ url: `/cart/refresh-qta-in-cart-ajax?productId=${productId}` });
    expect(quantity.json()).toEqual({ productId, quantity: 0 });
    expect((await fresh.app.ports.carts.count({}, ctx(actor))).cartId).toBe(0);
  });
});
