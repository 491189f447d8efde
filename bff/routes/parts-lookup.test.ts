import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConformanceFixture } from '../../adapters/conformance/fixture.ts';
import { createTestApp, demoFixtureOf, type TestApp } from '../testing/test-app.ts';

const FRAME_ORIGIN = 'http://localhost:4999';

let shop: TestApp;
let framed: TestApp;
let oe: ConformanceFixture['vehicles']['oe'];
beforeAll(async () => {
  [shop, framed] = await Promise.all([createTestApp(), createTestApp({ PARTS_FRAME_ORIGIN: FRAME_ORIGIN })]);
  oe = (await demoFixtureOf(shop)).vehicles.oe;
});
afterAll(async () => Promise.all([shop.close(), framed.close()]));

const cspOf = (headers: Record<string, unknown>) => String(headers['content-security-policy']);
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('GET /parts-lookup/login', () => {
  it("answers the frame's source as text: the shop's own frame page by default, with the shop's origin", async () => {
    const res = await shop.app.inject({ url: '/parts-lookup/login', headers: { host: '127.0.0.1:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('http://127.0.0.1:3000/catalogo-frame/?origin=http%3A%2F%2F127.0.0.1%3A3000');
  });

  it('points at PARTS_FRAME_ORIGIN when set', async () => {
    const res = await framed.app.inject({ url: '/parts-lookup/login', headers: { host: '127.0.0.1:3000' } });
    expect(res.body).toBe(`${FRAME_ORIGIN}/catalogo-frame/?origin=http%3A%2F%2F127.0.0.1%3A3000`);
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

  it('lets the frame page be framed only by the origin it was opened for, with no inline script', async () => {
    const parent = 'http://127.0.0.1:3000';
    const res = await framed.app.inject({ url: `/catalogo-frame/?origin=${encodeURIComponent(parent)}` });
    expect(res.statusCode).toBe(200);
    expect(directive(cspOf(res.headers), 'frame-ancestors')).toBe(`frame-ancestors ${parent}`);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.body).toContain('<select id="frame-maker"');
    expect(res.body).not.toMatch(/<script(?![^>]*(type="application\/json"|src=))/);
    for (const origin of ['', 'javascript:alert(1)', 'http://127.0.0.1:3000/path', 'ftp://x']) {
      const bad = await framed.app.inject({ url: `/catalogo-frame/?origin=${encodeURIComponent(origin)}` });
      expect(bad.statusCode, origin).toBe(400);
    }
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
