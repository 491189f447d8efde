import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from './testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('replies cached per actor, through the real app', () => {
  it('gives demo and demo2 each their own principal and promotions, however often and in whatever order they ask', async () => {
    const demo = new TestClient(shop.app);
    const demo2 = new TestClient(shop.app);
    await demo.login('demo', 'demo');
    await demo2.login('demo2', 'demo2');
    for (let round = 0; round < 2; round++) {
      expect((await demo.principal()).companyName).toBe('Autoricambi Demo S.r.l.');
      expect((await demo2.principal()).companyName).toBe('Officina Meccanica Rossi S.n.c.');
    }
    const promos = async (client: TestClient) =>
      (await client.request({ url: '/get-promo-hp', headers: { accept: 'application/json' } })).json() as Array<{
        product: { netCents?: number };
      }>;
    const [first, second] = [await promos(demo), await promos(demo2)];
    expect(first[0]?.product.netCents).toEqual(expect.any(Number));
    expect(second[0]?.product.netCents).toEqual(expect.any(Number));
    const visitor = await promos(new TestClient(shop.app));
    expect(visitor[0]?.product).not.toHaveProperty('netCents');
  });
});
