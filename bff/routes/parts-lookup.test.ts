import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConformanceFixture } from '../../adapters/conformance/fixture.ts';
import { createTestApp, demoFixtureOf, type TestApp } from '../testing/test-app.ts';

const FRAME_ORIGIN = 'http://localhost:4999';
const SHOP_ORIGIN = 'http://127.0.0.1:3000';

let shop: TestApp;
let framed: TestApp;
let remote: TestApp;
let oe: ConformanceFixture['vehicles']['oe'];
beforeAll(async () => {
  [shop, framed, remote] = await Promise.all([
    createTestApp(),
    createTestApp({ PARTS_FRAME_ORIGIN: FRAME_ORIGIN, SHOP_ORIGIN }),
    // The parts catalogue on another system: its provider serves the frame page on its own site.
    createTestApp({
      PARTS_CATALOGUE_ADAPTER: 'http',
      PARTS_CATALOGUE_URL: 'http://127.0.0.1:9/catalogo',
      PARTS_FRAME_ORIGIN: FRAME_ORIGIN,
    }),
  ]);
  oe = (await demoFixtureOf(shop)).vehicles.oe;
});
afterAll(async () => Promise.all([shop.close(), framed.close(), remote.close()]));

const cspOf = (headers: Record<string, unknown>) => String(headers['content-security-policy']);
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('GET /parts-lookup/login', () => {
  it("answers the frame's source as text: the shop's own frame page by default, with the shop's origin", async () => {
    const res = await shop.app.inject({ url: '/parts-lookup/login', headers: { host: '127.0.0.1:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('http://127.0.0.1:3000/catalogo-frame/?origin=http%3A%2F%2F127.0.0.1%3A3000');
  });

  it('points at PARTS_FRAME_ORIGIN when set, with SHOP_ORIGIN as the parent whatever the Host says', async () => {
    const res = await framed.app.inject({ url: '/parts-lookup/login', headers: { host: 'evil.example' } });
    expect(res.body).toBe(`${FRAME_ORIGIN}/catalogo-frame/?origin=http%3A%2F%2F127.0.0.1%3A3000`);
  });

  it("with the http adapter answers the provider's frame URL, and the shop serves no frame page of its own", async () => {
    const res = await remote.app.inject({ url: '/parts-lookup/login', headers: { host: '127.0.0.1:3000' } });
    expect(res.body).toBe(`${FRAME_ORIGIN}/catalogo-frame/?origin=http%3A%2F%2F127.0.0.1%3A3000`);
    const page = await remote.app.inject({ url: `/catalogo-frame/?origin=${encodeURIComponent(SHOP_ORIGIN)}` });
    expect(page.statusCode).toBe(404);
  });
});

describe('the content security policy', () => {
  it('allows frames exactly from the configured origin on the module page (the shop itself by default)', async () => {
    const page = await framed.app.inject({ url: '/catalogo-ricambi', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(directive(cspOf(page.headers), 'frame-src')).toBe(`frame-src ${FRAME_ORIGIN}`);
    expect(cspOf(page.headers)).toContain("script-src 'self'");
    const own = await shop.app.inject({ url: '/catalogo-ricambi', headers: { accept: 'text/html' } });
    expect(directive(cspOf(own.headers), 'frame-src')).toBe("frame-src 'self'");
  });

  it('lets the frame page be framed only by the shop it serves, posting only there, with no inline script', async () => {
    const res = await framed.app.inject({
      url: `/catalogo-frame/?origin=${encodeURIComponent(SHOP_ORIGIN)}`,
      headers: { host: 'localhost:4999' },
    });
    expect(res.statusCode).toBe(200);
    expect(directive(cspOf(res.headers), 'frame-ancestors')).toBe(`frame-ancestors ${SHOP_ORIGIN}`);
    expect(directive(cspOf(res.headers), 'script-src')).toBe("script-src 'self'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.body).toContain('<select id="frame-maker"');
    expect(res.body).toContain(`"parentOrigin":"${SHOP_ORIGIN}"`);
    expect(res.body).not.toMatch(/<script(?![^>]*(type="application\/json"|src=))/);
  });

  it("refuses any origin but the shop's configured one (another site could frame it and read the picks)", async () => {
    for (const origin of ['', 'javascript:alert(1)', `${SHOP_ORIGIN}/path`, 'ftp://x', 'https://evil.example', FRAME_ORIGIN]) {
      const bad = await framed.app.inject({
        url: `/catalogo-frame/?origin=${encodeURIComponent(origin)}`,
        headers: { host: 'localhost:4999' },
      });
      expect(bad.statusCode, origin).toBe(400);
      expect(bad.body).toBe('Il catalogo si apre solo dalla pagina del negozio.');
      expect(bad.body).not.toContain('frame-maker');
    }
    const missing = await framed.app.inject({ url: '/catalogo-frame/' });
    expect(missing.statusCode).toBe(400);
  });

  it("without SHOP_ORIGIN serves only the shop's own origin: the frame is on the shop", async () => {
    const own = await shop.app.inject({
      url: `/catalogo-frame/?origin=${encodeURIComponent(SHOP_ORIGIN)}`,
      headers: { host: '127.0.0.1:3000' },
    });
    expect(own.statusCode).toBe(200);
    expect(directive(cspOf(own.headers), 'frame-ancestors')).toBe(`frame-ancestors ${SHOP_ORIGIN}`);
    const other = await shop.app.inject({
      url: `/catalogo-frame/?origin=${encodeURIComponent('https://evil.example')}`,
      headers: { host: '127.0.0.1:3000' },
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('GET /search-ajax {q}', () => {
  it('answers the result rows of an original number as an HTML fragment, each a link to its product page', async () => {
    const res = await shop.app.inject({ url: `/search-ajax?q=${encodeURIComponent(oe.codiceOE)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/^<div data-search-ajax="">/);
    expect(res.body).toMatch(/href="\/ricambio\/\d+" data-action="navigate"/);
  });

  it('says when nothing is found, and answers 400 without a code', async () => {
    const none = await shop.app.inject({ url: '/search-ajax?q=ZZZ999NESSUNO' });
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('Nessun ricambio trovato per il codice originale ZZZ999NESSUNO.');
    expect((await shop.app.inject({ url: '/search-ajax' })).statusCode).toBe(400);
    expect((await shop.app.inject({ url: '/search-ajax?q=%20' })).statusCode).toBe(400);
  });
});
