import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConformanceFixture } from '../../adapters/conformance/fixture.ts';
import { TREVISO_ADDRESS } from '../testing/sample-address.ts';
import { createTestApp, demoFixtureOf, TestClient, type TestApp } from '../testing/test-app.ts';

// Issue 19: every absolute URL the shop builds names SHOP_ORIGIN, whatever Host or X-Forwarded-Host a request carries.

const PUBLIC_ORIGIN = 'https://shop.example.com';
const TAB_HOST = '127.0.0.1:3933\tevil';

const apps = {} as Record<'plain' | 'named' | 'proxied', TestApp>;
let fixture: ConformanceFixture;
beforeAll(async () => {
  [apps.plain, apps.named, apps.proxied] = await Promise.all([
    createTestApp(),
    createTestApp({ SHOP_ORIGIN: PUBLIC_ORIGIN }),
    createTestApp({ SHOP_ORIGIN: PUBLIC_ORIGIN, TRUST_PROXY: 'true' }),
  ]);
  fixture = await demoFixtureOf(apps.plain);
});
afterAll(async () => Promise.all(Object.values(apps).map((app) => app.close())));

/** The probes: the shop each is sent to, its hostile headers; every URL must name SHOP_ORIGIN (the test app's own URL by default). */
const PROBES = [
  { name: 'Host: evil.example', app: 'plain', headers: { host: 'evil.example' } },
  { name: 'Host: evil.example and SHOP_ORIGIN set', app: 'named', headers: { host: 'evil.example' } },
  {
    name: 'X-Forwarded-Host: evil.example behind a trusted proxy',
    app: 'proxied',
    headers: { host: 'shop.example.com', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  },
  { name: 'a Host with a tab', app: 'plain', headers: { host: TAB_HOST } },
] as const;

/** The origins of the absolute http(s) URLs a page links to (an SVG's namespace is no link). */
const linkedOrigins = (html: string) =>
  (html.match(/https?:\/\/[^\s"'<>]+/g) ?? []).filter((url) => !url.startsWith('http://www.w3.org/')).map((url) => new URL(url).origin);

/** A logged-in customer with a one-line cart and a delivery option, ready to place an order. */
async function readyToOrder(shop: TestApp) {
  const client = new TestClient(shop.app);
  await client.login(fixture.customer.username, fixture.customer.password);
  await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Prova origine' });
  await client.send('POST', '/cart/add-ajax', { productId: fixture.product.id, quantity: fixture.product.minQty });
  const address = (await client.send('POST', '/checkout/shipping/add-address', TREVISO_ADDRESS)).json();
  const accept = { accept: 'application/json' };
  const options = (
    await client.request({ url: `/checkout/shipping/get-fulfillment-options?address_id=${address.id}`, headers: accept })
  ).json();
  const cart = (await client.request({ url: '/cart', headers: accept })).json().cart;
  return { client, body: { idCart: cart.idCart, addressId: address.id, fulfilmentOptionId: options[0].id }, version: cart.version };
}

describe.each(PROBES)('a request with $name', ({ name, app, headers }) => {
  const shopOf = () => ({ shop: apps[app], origin: apps[app].config.SHOP_ORIGIN });

  it('is sent to the payment provider and back only on the shop’s origin', async () => {
    const { shop, origin } = shopOf();
    const { client, body, version } = await readyToOrder(shop);
    const key = `origine ${name}`;
    const placed = await client.send(
      'POST',
      '/checkout/place-order',
      { ...body, paymentMethod: 'card' },
      { ...headers, 'idempotency-key': key, 'if-match': `"${version}"` },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const { next, order } = placed.json();
    expect(new URL(next).origin).toBe(origin);

    // The test provider's page sends the customer back to the shop's origin, whatever the request said.
    const providerPath = new URL(next).pathname;
    const decided = await client.request({
      method: 'POST',
      url: providerPath,
      payload: 'esito=rifiuta',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(decided.statusCode).toBe(303);
    expect(new URL(String(decided.headers.location)).origin).toBe(origin);
    // Its page, once decided, links back there (the "back to the shop" link) and nowhere else.
    const page = await client.request({ url: providerPath, headers });
    expect(linkedOrigins(page.body)).toEqual([origin]);

    // Paying again starts from the shop's origin too.
    const again = await client.send('POST', '/checkout/pay', { orderId: order.id }, { ...headers, 'idempotency-key': `${key}-again` });
    expect(again.statusCode, again.body).toBe(200);
    expect(new URL(again.json().next).origin).toBe(origin);
  });

  it('gets the parts-lookup frame for the shop’s origin, framed only by it', async () => {
    const { shop, origin } = shopOf();
    const login = await shop.app.inject({ url: '/parts-lookup/login', headers });
    expect(login.statusCode).toBe(200);
    const frameUrl = new URL(login.body);
    expect([frameUrl.origin, frameUrl.searchParams.get('origin')]).toEqual([origin, origin]);

    const frame = await shop.app.inject({ url: `${frameUrl.pathname}${frameUrl.search}`, headers });
    expect(frame.statusCode).toBe(200);
    const csp = String(frame.headers['content-security-policy']);
    expect(csp).not.toMatch(/evil/);
    expect(csp.split('; ').find((d) => d.startsWith('frame-ancestors'))).toBe(`frame-ancestors ${origin}`);
    expect(frame.body).toContain(`"parentOrigin":"${origin}"`);
  });

  it('cannot name its own Host as the frame’s parent', async () => {
    const { shop } = shopOf();
    const own = 'x-forwarded-host' in headers ? `https://${headers['x-forwarded-host']}` : `http://${headers.host}`;
    const frame = await shop.app.inject({ url: `/catalogo-frame/?origin=${encodeURIComponent(own)}`, headers });
    expect(frame.statusCode).toBe(400);
    expect(String(frame.headers['content-security-policy'])).not.toMatch(/evil/);
  });
});
