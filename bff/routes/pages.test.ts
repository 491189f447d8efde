import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPathSettings } from '../../shared/path-settings.ts';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';

/** The boot data the BFF wrote into a page's HTML. */
function bootData(html: string): unknown {
  const match = /<script type="application\/json" id="boot-data">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('pages answer the shell or their data', () => {
  it('serves a browser the page itself, with Vary: Accept', async () => {
    const res = await shop.app.inject({ url: '/', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><');
    expect(bootData(res.body)).toMatchObject({ settings: defaultPathSettings, page: 'home' });
    expect(res.headers.vary).toContain('Accept');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers the homepage data as JSON, without prices for a visitor', async () => {
    const res = await shop.app.inject({ url: '/', headers: { accept: 'application/json' } });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Accept');
    const { promotions } = res.json();
    expect(promotions.length).toBeGreaterThan(0);
    expect(promotions[0].product).not.toHaveProperty('netCents');
  });

  it('shows prices to a logged-in customer', async () => {
    const client = new TestClient(shop.app);
    await client.login('demo', 'demo');
    const res = await client.request({ url: '/get-promo-hp', headers: { accept: 'application/json' } });
    expect(res.json()[0].product.netCents).toEqual(expect.any(Number));
  });

  it('searches the catalogue on /cerca', async () => {
    const promo = (await shop.app.inject({ url: '/get-promo-hp' })).json()[0];
    const res = await shop.app.inject({
      url: `/cerca?q=${encodeURIComponent(promo.product.code)}`,
      headers: { accept: 'application/json' },
    });
    const data = res.json();
    expect(data.total).toBeGreaterThan(0);
    expect(data.rows.map((r: { id: number }) => r.id)).toContain(promo.product.id);
    const count = await shop.app.inject({ url: `/sfapi/v1/catalog/count?q=${encodeURIComponent(promo.product.code)}` });
    expect(count.json()).toBe(data.total);
    const byCode = await shop.app.inject({ url: `/sfapi/v1/catalog/product-code/${encodeURIComponent(promo.product.code)}` });
    expect(byCode.json().map((p: { id: number }) => p.id)).toContain(promo.product.id);
  });

  it('answers a search query that is too long with 400 and the issue', async () => {
    const res = await shop.app.inject({ url: `/cerca?q=${'x'.repeat(101)}`, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('querystring.q');
    const html = await shop.app.inject({ url: `/cerca?q=${'x'.repeat(101)}`, headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(400);
    expect(html.body).toContain('role="alert"');
  });

  it('answers 404 for paths in no table: the shell for a browser, JSON otherwise, never the shell for assets', async () => {
    const html = await shop.app.inject({ url: '/pagina-che-non-esiste', headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(404);
    expect(html.body).toContain('<div id="root"><');
    const json = await shop.app.inject({ url: '/pagina-che-non-esiste', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json().message).toBe('La risorsa richiesta non esiste.');
    const asset = await shop.app.inject({ url: '/assets/missing.js', headers: { accept: 'text/html' } });
    expect(asset.statusCode).toBe(404);
    expect(asset.body).not.toContain('<div id="root">');
    const post = await shop.app.inject({ method: 'POST', url: '/nessuna-rotta' });
    expect(post.statusCode).toBe(404);
  });

  it('echoes a request id, or makes one', async () => {
    const given = await shop.app.inject({ url: '/sfapi/v1/principal', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await shop.app.inject({ url: '/sfapi/v1/principal' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a malformed JSON body with 400 in Italian', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('I dati inviati non sono validi.');
  });

  it('answers a staff page to a customer with 403 as HTML, but 200 and a forbidden state as page data (no reload loop)', async () => {
    const customer = new TestClient(shop.app);
    await customer.login('demo', 'demo');
    const html = await customer.request({ url: '/cambia-utente', headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(403);
    expect(html.body).toContain('data-testid="switch-user-forbidden"');
    const data = await customer.request({ url: '/cambia-utente', headers: { accept: 'application/json' } });
    expect(data.statusCode).toBe(200);
    expect(data.json()).toEqual({ forbidden: true, message: expect.any(String) });
    const visitor = await shop.app.inject({ url: '/cambia-utente', headers: { accept: 'application/json' } });
    expect(visitor.json().forbidden).toBe(true);
    const staff = new TestClient(shop.app);
    await staff.login('staff', 'staff');
    expect((await staff.request({ url: '/cambia-utente', headers: { accept: 'text/html' } })).statusCode).toBe(200);
    expect((await staff.request({ url: '/cambia-utente', headers: { accept: 'application/json' } })).json()).toEqual({});
  });
});

describe('path settings reach the browser', () => {
  it('writes non-default settings into the boot data of every page', async () => {
    const custom = await createTestApp({
      VEHICLE_WS: '/tecdoc/ws',
      LOOKUP_WS: 'td',
      PARTS_PROVIDER: 'tecdoc',
      OWN_BRAND_BATTERIES_PATH: 'batterie-ricambi-italia',
    });
    try {
      const res = await custom.app.inject({ url: '/cerca?q=filtro', headers: { accept: 'text/html' } });
      expect(bootData(res.body)).toMatchObject({
        settings: { vehicleWs: '/tecdoc/ws', lookupWs: 'td', provider: 'tecdoc', ownBrandBatteries: 'batterie-ricambi-italia' },
      });
    } finally {
      await custom.close();
    }
  });

  it('refuses a setting that is not a path', async () => {
    await expect(createTestApp({ PARTS_PROVIDER: '../etc' })).rejects.toThrow();
  });
});
