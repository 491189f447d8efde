import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentEn, consentIt } from '../../shared/i18n/consent.ts';
import { searchUrl } from '../../shared/urls/page-urls.ts';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';

/** The boot data the BFF wrote into a page's HTML. */
function bootOf(html: string): { page?: string; fallback: Record<string, unknown>; errors: Record<string, unknown> } {
  const match = /<script type="application\/json" id="boot-data">(.*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}
const count = (html: string, marker: string) => html.split(marker).length - 1;

let shop: TestApp;
let code: string;
beforeAll(async () => {
  shop = await createTestApp();
  const promos = (await shop.app.inject({ url: '/', headers: { accept: 'application/json' } })).json();
  code = promos.promotions[0].product.code;
});
afterAll(async () => shop.close());

describe('pages rendered by the server', () => {
  it('sends a visitor the results rows in the first HTML, without prices, with the data inline under the key the screen asks for', async () => {
    const res = await shop.app.inject({ url: `/cerca?q=${encodeURIComponent(code)}`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(count(res.body, 'data-testid="product-row"')).toBeGreaterThan(0);
    expect(res.body).not.toContain('data-field="net-price"');
    const boot = bootOf(res.body);
    expect(boot.page).toBe('search');
    expect(boot.fallback[searchUrl(code)]).toMatchObject({ q: code, total: expect.any(Number) });
    expect(boot.fallback['/sfapi/v1/principal']).toMatchObject({ authenticated: false, csrfToken: '' });
  });

  it('sends a customer their prices, company and cart badge, and never the session tokens', async () => {
    const client = new TestClient(shop.app);
    await client.login('demo', 'demo');
    const { csrfToken, stateVersionToken } = await client.principal();
    const res = await client.request({ url: `/cerca?q=${encodeURIComponent(code)}`, headers: { accept: 'text/html' } });
    expect(res.body).toContain('data-field="net-price"');
    expect(res.body).toContain('Autoricambi Demo S.r.l.');
    const { fallback } = bootOf(res.body);
    expect(fallback['html:/cart/container-cart-ajax']).toContain('cart-container');
    // The menu's changed-prices badge and the communications popup start from the page, not from a second call.
    expect(fallback['/richiesta-listino-netto/prezzi-variati']).toEqual(expect.any(Number));
    expect(fallback['/comunicazioni/in-attesa']).toEqual([]);
    expect(res.body).not.toContain(csrfToken);
    expect(res.body).not.toContain(stateVersionToken);
  });

  it('renders the homepage with its promotions', async () => {
    const res = await shop.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(count(res.body, 'data-testid="promo-cell"')).toBeGreaterThanOrEqual(3);
    expect(res.body).toContain('data-testid="site-header"');
  });

  it('renders a query it cannot serve as the page with its error, status 400', async () => {
    const res = await shop.app.inject({ url: `/cerca?q=${'x'.repeat(150)}`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    // In the rendered page itself (the boot data comes before #root), not only in the data.
    expect(res.body.slice(res.body.indexOf('<div id="root">'))).toContain('I dati inviati non sono validi.');
    expect(Object.values(bootOf(res.body).errors)).toEqual([{ status: 400, message: 'I dati inviati non sono validi.' }]);
    const broken = await shop.app.inject({ url: '/cerca?q=%E0%A4%A', headers: { accept: 'text/html' } });
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('keeps an inserted query harmless: text in the page, escaped in the data', async () => {
    const q = '</script><script>alert(1)</script>';
    const res = await shop.app.inject({ url: `/cerca?q=${encodeURIComponent(q)}`, headers: { accept: 'text/html' } });
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(Object.keys(bootOf(res.body).fallback)).toContain(searchUrl(q));
  });
});

describe('the cookie notice in the page', () => {
  const page = (cookie?: string) => shop.app.inject({ url: '/', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const choice = (categories: string[]) => `cc_cookie=${encodeURIComponent(JSON.stringify({ categories }))}`;

  it('asks a first visit in the HTML itself, so it paints with the page, with its three choices', async () => {
    const { body } = await page();
    const notice = body.slice(body.indexOf('role="dialog"'));
    expect(notice).toContain(consentIt.JS_CONSENT_TITLE);
    for (const label of [consentIt.JS_CONSENT_ACCEPT_ALL, consentIt.JS_CONSENT_NECESSARY_ONLY, consentIt.JS_CONSENT_SETTINGS])
      expect(notice).toContain(`>${label}</button>`);
  });

  it('asks in English on an English page', async () => {
    const { body } = await page('lingua=en');
    expect(body).toContain(consentEn.JS_CONSENT_TITLE);
    expect(body).not.toContain(consentIt.JS_CONSENT_TITLE);
  });

  it('asks no more once a choice is stored, whether preferences were accepted or refused', async () => {
    for (const categories of [['necessari', 'preferenze'], ['necessari']])
      expect((await page(choice(categories))).body).not.toContain(consentIt.JS_CONSENT_TITLE);
    // An unreadable choice is none: the notice asks again.
    expect((await page('cc_cookie=%7Bnot-json')).body).toContain(consentIt.JS_CONSENT_TITLE);
  });
});

describe('a page whose data fails on the server', () => {
  let offline: TestApp;
  beforeAll(async () => {
    offline = await createTestApp({
      ADAPTER: 'http',
      UPSTREAM_URL: 'http://127.0.0.1:9',
      UPSTREAM_RETRIES: '0',
      UPSTREAM_TIMEOUT_MS: '500',
    });
  });
  afterAll(async () => offline.close());

  it('renders the page with its error state and the upstream status, never a stack', async () => {
    const res = await offline.app.inject({ url: '/cerca?q=filtro', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(502);
    expect(res.body).toContain('data-testid="site-header"');
    expect(res.body).toContain('role="alert"');
    expect(res.body).not.toMatch(/ECONNREFUSED|at .*\.ts:\d+/);
  });
});
