import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMarkup, textOf } from '../../shared/testing/markup.ts';
import type { Ports } from '../../adapters/ports/index.ts';
import type { ArticleLookupRow } from '../../adapters/ports/parts-lookup.ts';
import { PortError } from '../../adapters/ports/port-error.ts';
import { SESSION_COOKIE } from '../plugins/session.ts';
import { createTestApp, demoFixtureOf, type TestApp } from '../testing/test-app.ts';

/** An OE number two makers' lists hold in the demo data (Fiat and Abarth: README "Things to try"). */
const MULTI_LIST_CODE = '77103173';

const get = (shop: TestApp, url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** The /ricerca-avanzata links of a fragment, decoded. */
function rowLinks(html: string): URLSearchParams[] {
  const $ = parseMarkup(html);
  return $('a[href^="/ricerca-avanzata?"]')
    .toArray()
    .map((link) => new URL($(link).attr('href') ?? '', 'http://shop').searchParams);
}

describe('GET /search-ws-{provider}', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(async () => shop.close());

  it('answers one row per price list of a code held by several, each a link to /ricerca-avanzata', async () => {
    const fixture = await demoFixtureOf(shop);
    const res = await get(shop, `/search-ws-catalogo?q=${encodeURIComponent(fixture.multiListCode.code)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const links = rowLinks(res.body).filter((p) => p.get('codiceArticolo') === fixture.multiListCode.code);
    expect(links.map((p) => p.get('codiceListino')).sort()).toEqual([...fixture.multiListCode.priceListCodes].sort());
    expect(res.body).toContain('data-action="navigate"');
  });

  it('names the list, the type and the equivalents in the link: tipo O for an original number, A for an article', async () => {
    const res = await get(shop, `/search-ws-catalogo?q=${MULTI_LIST_CODE}`);
    const fiat = rowLinks(res.body).find((p) => p.get('codiceListino') === 'FIA');
    expect(fiat && Object.fromEntries(fiat)).toEqual({
      codiceListino: 'FIA',
      codiceArticolo: MULTI_LIST_CODE,
      tipo: 'O',
      listino: 'Fiat',
      sos: 'S',
    });
    expect(res.body).toContain('Codice originale');
    expect(res.body).toContain('Listino Fiat (FIA)');

    const fixture = await demoFixtureOf(shop);
    const article = await get(shop, `/search-ws-catalogo?q=${encodeURIComponent(fixture.codedProduct.code)}`);
    const own = rowLinks(article.body).find((p) => p.get('codiceListino') === fixture.codedProduct.priceListCode);
    expect(own?.get('tipo')).toBe('A');
    expect(article.body).toContain('Articolo');
  });

  it('answers an empty fragment for an unknown code', async () => {
    const res = await get(shop, '/search-ws-catalogo?q=QZQZ-NESSUNO-0000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('');
  });

  it('refuses an empty or too long query with 400 and an Italian message naming the code field', async () => {
    const required = 'Inserisci il codice da cercare.';
    for (const [url, message] of [
      ['/search-ws-catalogo', 'Codice articolo: valore non valido.'],
      ['/search-ws-catalogo?q=', required],
      ['/search-ws-catalogo?q=%20%20', required],
      [`/search-ws-catalogo?q=${'x'.repeat(101)}`, 'Il codice da cercare può avere al massimo 100 caratteri.'],
    ]) {
      const res = await get(shop, url!);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
      expect(res.json().issues, url).toEqual([{ path: 'querystring.q', message }]);
    }
    // Trimmed first: 100 characters inside spaces are fine.
    expect((await get(shop, `/search-ws-catalogo?q=${encodeURIComponent(` ${'x'.repeat(100)} `)}`)).statusCode).toBe(200);
  });

  it('is cached alike for a customer: the rows do not depend on who asks', async () => {
    const res = await shop.app.inject({ url: `/search-ws-catalogo?q=${MULTI_LIST_CODE}`, cookies: { [SESSION_COOKIE]: 'whatever' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('GET /search-ws-{provider} settings', () => {
  it('answers empty when either global flag is N (the service is off)', async () => {
    for (const env of [{ SEARCH_WS_SERVICE: 'N' }, { SEARCH_WS_POPUP: 'N' }] as Array<Record<string, string>>) {
      const shop = await createTestApp(env);
      try {
        const res = await get(shop, `/search-ws-catalogo?q=${MULTI_LIST_CODE}`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe('');
        // Still validated.
        expect((await get(shop, '/search-ws-catalogo?q=')).statusCode).toBe(400);
      } finally {
        await shop.close();
      }
    }
  });

  it('answers at the path of the installation’s provider, and only there', async () => {
    const shop = await createTestApp({ PARTS_PROVIDER: 'tecdoc' });
    try {
      const res = await get(shop, `/search-ws-tecdoc?q=${MULTI_LIST_CODE}`);
      expect(res.statusCode).toBe(200);
      expect(rowLinks(res.body).length).toBeGreaterThanOrEqual(2);
      expect((await get(shop, `/search-ws-catalogo?q=${MULTI_LIST_CODE}`)).statusCode).toBe(404);
    } finally {
      await shop.close();
    }
  });
});

describe('GET /search-ws-{provider} with a provider of its own', () => {
  const hostile: ArticleLookupRow = {
    priceListCode: 'X"><script>',
    priceList: '<img src=x onerror=alert(1)>',
    code: '"><b>1&2</b>',
    kind: 'article',
    withEquivalents: false,
    description: '</li><script>alert("x")</script>',
  };
  let answer: () => Promise<ArticleLookupRow[]>;
  let shop: TestApp;
  beforeAll(async () => {
    // Only the parts lookup answers; the routes of other ports are registered but never called here.
    const unused = new Proxy({}, { get: () => () => Promise.reject(new Error('not used')) });
    const ports = new Proxy({ partsLookup: { articles: () => answer() } }, { get: (target, name) => Reflect.get(target, name) ?? unused });
    shop = await createTestApp({}, { ports: { ports: ports as unknown as Ports, close: async () => {} } });
  });
  afterAll(async () => shop.close());

  it('escapes everything the provider says', async () => {
    answer = async () => [hostile];
    const res = await get(shop, '/search-ws-catalogo?q=anything');
    expect(res.statusCode).toBe(200);
    const $ = parseMarkup(res.body);
    // Everything the provider said is text: no element of its making.
    expect($('script, img, b')).toHaveLength(0);
    expect(textOf($.root())).toContain('<img src=x onerror=alert(1)>');
    expect(textOf($.root())).toContain('</li><script>');
    const [link] = rowLinks(res.body);
    expect(link?.get('codiceArticolo')).toBe(hostile.code);
    expect(link?.get('codiceListino')).toBe(hostile.priceListCode);
    expect(res.body).toContain('sos=N');
  });

  it('lets a failing provider become the error plugin’s 502, never cached', async () => {
    answer = async () => {
      throw new PortError('unavailable', 'provider down: secret detail');
    };
    const res = await get(shop, '/search-ws-catalogo?q=77103173');
    expect(res.statusCode).toBe(502);
    expect(res.body).not.toContain('secret detail');
    expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
  });
});
