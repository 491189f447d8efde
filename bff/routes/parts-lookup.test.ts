import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMarkup } from '../../shared/testing/markup.ts';
import type { Ports } from '../../adapters/ports/index.ts';
import { PortError } from '../../adapters/ports/port-error.ts';
import { createTestApp, demoFixtureOf, type TestApp } from '../testing/test-app.ts';
import { specVehicles, type SpecVehicles } from '../testing/spec-fixture.ts';

const FRAME_ORIGIN = 'http://localhost:4999';
const SHOP_ORIGIN = 'http://127.0.0.1:3000';

let shop: TestApp;
let framed: TestApp;
let remote: TestApp;
let oe: SpecVehicles['oe'];
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
  oe = specVehicles((await demoFixtureOf(shop)).vehicles).oe;
});
afterAll(async () => Promise.all([shop.close(), framed.close(), remote.close()]));

const cspOf = (headers: Record<string, unknown>) => String(headers['content-security-policy']);
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('GET /parts-lookup/login', () => {
  it("answers the frame's source as text: the shop's own frame page by default, for the shop's origin (SHOP_ORIGIN)", async () => {
    // The test app's SHOP_ORIGIN is its own URL; the Host the request names plays no part.
    const res = await shop.app.inject({ url: '/parts-lookup/login', headers: { host: '127.0.0.1:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toBe(`${shop.url}/catalogo-frame/?origin=${encodeURIComponent(shop.url)}`);
  });

  it('points at PARTS_FRAME_ORIGIN when set, with SHOP_ORIGIN as the parent whatever the Host says', async () => {
    const res = await framed.app.inject({ url: '/parts-lookup/login', headers: { host: 'evil.example' } });
    expect(res.body).toBe(`${FRAME_ORIGIN}/catalogo-frame/?origin=http%3A%2F%2F127.0.0.1%3A3000`);
  });

  it("answers the shop's frame even when the request's Host makes no origin: the Host is never used", async () => {
    const res = await shop.app.inject({ url: '/parts-lookup/login', headers: { host: 'a b/c' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`${shop.url}/catalogo-frame/?origin=${encodeURIComponent(shop.url)}`);
  });

  it('with the http adapter and its provider down answers 502 with the generic text, and serves no frame page', async () => {
    const res = await remote.app.inject({ url: '/parts-lookup/login', headers: { host: '127.0.0.1:3000' } });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Il servizio non è al momento disponibile. Riprova tra poco.');
    expect(res.body).not.toContain('catalogo-frame');
    const page = await remote.app.inject({ url: `/catalogo-frame/?origin=${encodeURIComponent(SHOP_ORIGIN)}` });
    expect(page.statusCode).toBe(404);
  });
});

describe('GET /parts-lookup/login with another provider', () => {
  const asked: Array<{ origin: string }> = [];
  let answer: () => Promise<{ url: string }>;
  let provider: TestApp;
  beforeAll(async () => {
    // Only the parts lookup answers; the routes of other ports are registered but never called here.
    const unused = new Proxy({}, { get: () => () => Promise.reject(new Error('not used')) });
    const partsLookup = {
      frameUrl: (input: { origin: string }) => {
        asked.push(input);
        return answer();
      },
    };
    const ports = new Proxy({ partsLookup }, { get: (target, name) => Reflect.get(target, name) ?? unused });
    provider = await createTestApp({ SHOP_ORIGIN }, { ports: { ports: ports as unknown as Ports, close: async () => {} } });
  });
  afterAll(async () => provider.close());

  it("answers the provider's frame URL as it is, on its own host, asked for the shop's origin", async () => {
    const issued = 'https://parts.example.net/embed/session/abc123?lang=it&parent=http%3A%2F%2F127.0.0.1%3A3000';
    answer = async () => ({ url: issued });
    const res = await provider.app.inject({ url: '/parts-lookup/login', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toBe(issued);
    expect(asked.at(-1)).toEqual({ origin: SHOP_ORIGIN });
  });

  it('asks the provider again for every frame: a session URL is never reused', async () => {
    let n = 0;
    answer = async () => ({ url: `https://parts.example.net/embed/session/${++n}` });
    const first = await provider.app.inject({ url: '/parts-lookup/login' });
    const second = await provider.app.inject({ url: '/parts-lookup/login' });
    expect([first.body, second.body]).toEqual(['https://parts.example.net/embed/session/1', 'https://parts.example.net/embed/session/2']);
  });

  it('answers 504 with the generic text when the provider times out', async () => {
    answer = () => Promise.reject(new PortError('timeout', 'upstream did not answer within 5000 ms'));
    const res = await provider.app.inject({ url: '/parts-lookup/login' });
    expect(res.statusCode).toBe(504);
    expect(res.body).not.toContain('5000 ms');
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

  it("by default serves only the shop's own origin (the frame is on the shop), not the one its Host names", async () => {
    const own = await shop.app.inject({
      url: `/catalogo-frame/?origin=${encodeURIComponent(shop.url)}`,
      headers: { host: '127.0.0.1:3000' },
    });
    expect(own.statusCode).toBe(200);
    expect(directive(cspOf(own.headers), 'frame-ancestors')).toBe(`frame-ancestors ${shop.url}`);
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3000']) {
      const other = await shop.app.inject({
        url: `/catalogo-frame/?origin=${encodeURIComponent(origin)}`,
        headers: { host: '127.0.0.1:3000' },
      });
      expect(other.statusCode, origin).toBe(400);
    }
  });
});

describe('GET /search-ajax {q}', () => {
  it('answers the result rows of an original number as an HTML fragment, each a link to its product page', async () => {
    const res = await shop.app.inject({ url: `/search-ajax?q=${encodeURIComponent(oe.codiceOE)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const $ = parseMarkup(res.body);
    expect($.root().children().is('div[data-search-ajax]')).toBe(true);
    const links = $('a[data-action="navigate"]');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links.toArray()) expect($(link).attr('href')).toMatch(/^\/ricambio\/\d+$/);
  });

  it('says when nothing is found, and answers 400 without a code', async () => {
    const none = await shop.app.inject({ url: '/search-ajax?q=ZZZ999NESSUNO' });
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('Nessun ricambio trovato per il codice originale ZZZ999NESSUNO.');
    expect((await shop.app.inject({ url: '/search-ajax' })).statusCode).toBe(400);
    expect((await shop.app.inject({ url: '/search-ajax?q=%20' })).statusCode).toBe(400);
  });
});
