import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { productPageReply } from '../../shared/contract/product.ts';
import type { AdvancedSearchPageReply, SearchPageReply } from '../../shared/contract/search.ts';
import { advancedSearchUrl, productUrl, searchUrl } from '../../shared/urls/page-urls.ts';
import { portCacheCounts } from '../lib/port-cache.ts';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
let customer: TestClient;
beforeAll(async () => {
  shop = await createTestApp();
  customer = new TestClient(shop.app);
  await customer.login('demo', 'demo');
});
afterAll(async () => shop.close());

async function search(url: string, client?: TestClient): Promise<SearchPageReply> {
  const options = { url, headers: { accept: 'application/json' } };
  const res = client ? await client.request(options) : await shop.app.inject(options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('/cerca: filters, facets and orders in the URL', () => {
  it('answers a page of rows, each with availability, and for a customer prices and a delivery promise', async () => {
    const visitor = await search(searchUrl('filtro'));
    expect(visitor.rows.length).toBeGreaterThan(0);
    for (const row of visitor.rows) {
      expect(row.offer.prices).toBeNull();
      expect(row.offer.delivery).toBeNull();
      expect(row.offer.availability).toHaveProperty('qtaImm');
    }
    const priced = await search(searchUrl('filtro'), customer);
    for (const row of priced.rows) {
      expect(row.offer.prices?.netCents).toEqual(expect.any(Number));
      expect(row.offer.delivery?.text).toMatch(/\S/);
    }
  });

  it('narrows by a brand of the facets, and the facet counted the narrowed hits', async () => {
    const all = await search(searchUrl('filtro'));
    const brand = all.facets.brands[0];
    if (!brand) throw new Error('no brand facet for "filtro"');
    const narrowed = await search(searchUrl('filtro', { brandIds: [brand.id] }));
    expect(narrowed.filters.brandIds).toEqual([brand.id]);
    expect(narrowed.rows.length).toBeGreaterThan(0);
    expect(new Set(narrowed.rows.map((row) => row.brandId))).toEqual(new Set([brand.id]));
    if (all.facets.complete) expect(narrowed.total).toBe(brand.count);
  });

  it('narrows by group and by availability', async () => {
    const all = await search(searchUrl('filtro'));
    const group = all.facets.groups[0];
    if (!group) throw new Error('no group facet for "filtro"');
    const byGroup = await search(searchUrl('filtro', { groupIds: [group.id] }));
    expect(byGroup.rows.every((row) => row.group.id === group.id)).toBe(true);

    const missing = await search(searchUrl('filtro', { availability: 'out-of-stock' }));
    for (const row of missing.rows) expect(row.offer.availability.isQtaImm || row.offer.availability.isQtaOtherStore).toBe(false);
    const held = await search(searchUrl('filtro', { availability: 'in-stock' }));
    expect(held.total + missing.total).toBe(all.capped ? held.total + missing.total : all.total);
  });

  it("orders by the customer's net price, by brand and by code when every hit is counted", async () => {
    const cheapest = await search(searchUrl('pastiglie', { sort: 'price-asc' }), customer);
    expect(cheapest.capped).toBe(false);
    expect(cheapest.sortApplied).toBe('price-asc');
    const prices = cheapest.rows.map((row) => row.offer.prices?.netCents ?? -1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dearest = await search(searchUrl('pastiglie', { sort: 'price-desc' }), customer);
    expect(dearest.rows[0]?.offer.prices?.netCents).toBeGreaterThanOrEqual(prices.at(-1) ?? 0);

    const byBrand = await search(searchUrl('pastiglie', { sort: 'brand' }));
    const brands = byBrand.rows.map((row) => row.brand.toLocaleLowerCase('it'));
    expect(brands).toEqual([...brands].sort((a, b) => a.localeCompare(b, 'it')));
  });

  it('shows a customer one net price for a product on the homepage, in search rows and in the price call', async () => {
    const promos = (await customer.request({ url: '/get-promo-hp', headers: { accept: 'application/json' } })).json();
    for (const promo of promos.slice(0, 3)) {
      const price = (await customer.request({ url: `/get-price-product/${promo.product.id}?fgurgente=N` })).json();
      expect(promo.product.netCents).toBe(price.netCents);
      const row = (await search(searchUrl(promo.product.code), customer)).rows.find((r) => r.id === promo.product.id);
      expect(row?.offer.prices?.netCents).toBe(price.netCents);
    }
  });

  it('does not order a visitor by price: they see no prices', async () => {
    const data = await search(searchUrl('pastiglie', { sort: 'price-asc' }));
    expect(data.sort).toBe('price-asc');
    expect(data.sortApplied).toBe('relevance');
  });

  it('reads a mangled link leniently: unknown order, non-numeric filters and page are ignored', async () => {
    const data = await search('/cerca?q=filtro&ordina=boh&marca=abc&marca=0x1f&marca=05&gruppo=-3&gruppo=007&disponibilita=forse&page=1e3');
    expect((await search('/cerca?q=filtro&page=02')).page).toBe(1);
    expect(data.filters).toEqual({ brandIds: [], groupIds: [], availability: null });
    expect(data.sort).toBe('relevance');
    expect(data.page).toBe(1);
  });

  it('renders a filtered, sorted page on the server with its data inline (bookmarkable)', async () => {
    const all = await search(searchUrl('filtro'));
    const brand = all.facets.brands[0];
    if (!brand) throw new Error('no brand facet');
    const url = searchUrl('filtro', { brandIds: [brand.id], sort: 'code' });
    const html = await shop.app.inject({ url, headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('data-testid="search-facets"');
    expect(html.body).toContain('data-testid="active-filters"');
    expect(html.body).toContain(`data-product-id="${(await search(url)).rows[0]?.id}"`);
  });

  it('refuses, with the page and a 400, queries over the limit and broken encodings; odd strings just search', async () => {
    for (const url of [`/cerca?q=${'x'.repeat(101)}`, '/cerca?q=%E0%A4%A']) {
      const json = await shop.app.inject({ url, headers: { accept: 'application/json' } });
      expect(json.statusCode, url).toBe(400);
      expect(json.json().message).toMatch(/\S/);
      const html = await shop.app.inject({ url, headers: { accept: 'text/html' } });
      expect(html.statusCode, url).toBe(400);
    }
    for (const q of ['" OR 1=1 --', '*', 'NEAR(a b)', '"unbalanced', "'; DROP TABLE products; --", '%', '\\', 'a b c d e f g h i j']) {
      const res = await shop.app.inject({ url: searchUrl(q), headers: { accept: 'application/json' } });
      expect(res.statusCode, q).toBe(200);
    }
  });
});

describe('/ricerca-avanzata: the products of one code row', () => {
  it("lists an article code of a brand's price list, and with sos=S its equivalents too", async () => {
    // A product with equivalents, as its page shows them (the rows of a list do not carry them).
    let hit: z.output<typeof productPageReply>['product'] | undefined;
    for (const row of (await search(searchUrl('filtro'))).rows) {
      const page = await shop.app.inject({ url: productUrl(row.id), headers: { accept: 'application/json' } });
      const { product } = page.json<z.output<typeof productPageReply>>();
      if (product.crossReferences.length > 0) {
        hit = product;
        break;
      }
    }
    if (!hit) throw new Error('no product with cross-references');
    const base = { codiceListino: hit.priceListCode, codiceArticolo: hit.code, tipo: 'A', listino: hit.brand };
    const exact = (await search(`/ricerca-avanzata?${new URLSearchParams({ ...base, sos: 'N' })}`)) as unknown as SearchPageReply;
    expect(exact.rows.map((row) => row.id)).toEqual([hit.id]);
    const withEquivalents = (await search(`/ricerca-avanzata?${new URLSearchParams({ ...base, sos: 'S' })}`)) as unknown as SearchPageReply;
    expect(withEquivalents.rows[0]?.id).toBe(hit.id);
    expect(withEquivalents.rows.map((row) => row.id)).toEqual(expect.arrayContaining(hit.crossReferences.map((c) => c.productId)));
  });

  it("orders a customer's rows by price and narrows them to a brand, as /cerca's toolbar does", async () => {
    // Fiat's brake pads as an original number, with their equivalents: several brands.
    const row = { codiceListino: 'FIA', codiceArticolo: '71306273', tipo: 'O', listino: 'Fiat', sos: 'S' };
    const all = (await search(`/ricerca-avanzata?${new URLSearchParams(row)}`, customer)) as unknown as AdvancedSearchPageReply;
    expect(all.rows.length).toBeGreaterThan(2);
    const sorted = (await search(advancedSearchUrl(row, { sort: 'price-asc' }), customer)) as unknown as AdvancedSearchPageReply;
    const prices = sorted.rows.map((r) => r.offer.prices?.netCents ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(sorted.rows.map((r) => r.id))).toEqual(new Set(all.rows.map((r) => r.id)));
    const brand = all.facets.brands[0];
    if (!brand) throw new Error('no brand facet');
    const narrowed = (await search(advancedSearchUrl(row, { brandIds: [brand.id] }), customer)) as unknown as AdvancedSearchPageReply;
    expect(narrowed.rows.length).toBe(brand.count);
    expect(narrowed.rows.every((r) => r.brandId === brand.id)).toBe(true);
  });

  it('needs the code and the price list: 400 naming the parameter', async () => {
    const res = await shop.app.inject({ url: '/ricerca-avanzata?codiceListino=BOS', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().issues)).toContain('codiceArticolo');
    const html = await shop.app.inject({ url: '/ricerca-avanzata?tipo=A', headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(400);
    expect(html.body).toContain('data-testid="advanced-missing"');
  });
});

describe('/cerca above the count cap', () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await createTestApp({ SEARCH_COUNT_CAP: '10' });
  });
  afterAll(async () => capped.close());

  it('says "more than" the cap, counts facets over the hits in hand and offers only relevance', async () => {
    const res = await capped.app.inject({ url: searchUrl('filtro', { sort: 'code' }), headers: { accept: 'application/json' } });
    const data: SearchPageReply = res.json();
    expect(data).toMatchObject({ total: 10, capped: true, sort: 'code', sortApplied: 'relevance' });
    expect(data.facets.complete).toBe(false);
    expect(data.facets.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(10);
    const count = await capped.app.inject({ url: '/sfapi/v1/catalog/count?q=filtro' });
    expect(count.json()).toBe(11);
    const html = await capped.app.inject({ url: searchUrl('filtro'), headers: { accept: 'text/html' } });
    expect(html.body).toContain('Più di 10 articoli trovati');
    expect(html.body).toContain('data-testid="sort-capped"');
  });
});

describe('/cerca drawn as the customer left it (cookies), counters for logged-in users', () => {
  /** A logged-in session's cookie header, to which a test adds its own cookies. */
  let session: string;
  beforeAll(async () => {
    const login = await shop.app.inject({
      method: 'POST',
      url: '/login',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      payload: { username: 'demo', password: 'demo' },
    });
    expect(login.statusCode).toBe(200);
    session = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  });

  const html = async (cookies: string, loggedIn = true) => {
    const cookie = [loggedIn ? session : '', cookies].filter(Boolean).join('; ');
    const res = await shop.app.inject({ url: searchUrl('filtro'), headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.body;
  };
  const drawerTag = (body: string) => /<aside[^>]*id="filtri-risultati"[^>]*>/.exec(body)?.[0] ?? '';
  const toggleTag = (body: string) => /<button[^>]*data-testid="filters-toggle"[^>]*>/.exec(body)?.[0] ?? '';

  it('by default: the list layout, the drawer open, prices shown with the toggle to hide them', async () => {
    const body = await html('');
    expect(body).toContain('data-layout="lista"');
    expect(drawerTag(body)).not.toMatch(/\shidden/);
    expect(toggleTag(body)).toContain('aria-expanded="true"');
    expect(body).toContain('data-field="net-price"');
    expect(body).toContain('Nascondi prezzi');
    expect(body).toContain('data-testid="layout-switch"');
  });

  it('renders the stored layout, a closed drawer and hidden prices in the first HTML', async () => {
    const body = await html('layout_prodotti=griglia; filters_visibile=false; prezzi_visibili=false');
    expect(body).toContain('data-layout="griglia"');
    expect(drawerTag(body)).toMatch(/\shidden/);
    expect(toggleTag(body)).toContain('aria-expanded="false"');
    expect(body).not.toContain('data-field="net-price"');
    expect(body).toContain('Mostra prezzi');
    expect(await html('layout_prodotti=tabella')).toContain('data-layout="tabella"');
  });

  it('reads broken cookie values as the defaults, never an error', async () => {
    for (const cookies of [
      'layout_prodotti=%E0%A4%A; filters_visibile=boh; prezzi_visibili=%3Cscript%3E',
      'layout_prodotti=; filters_visibile=; prezzi_visibili=',
      'layout_prodotti=GRIGLIA; filters_visibile=TRUE',
    ]) {
      const body = await html(cookies);
      expect(body, cookies).toContain('data-layout="lista"');
      expect(drawerTag(body), cookies).not.toMatch(/\shidden/);
      expect(body, cookies).toContain('data-field="net-price"');
    }
  });

  it('never shows a visitor prices or the price toggle, whatever the cookie says', async () => {
    const body = await html('prezzi_visibili=true; layout_prodotti=tabella', false);
    expect(body).toContain('data-layout="tabella"');
    expect(body).not.toContain('data-field="net-price"');
    expect(body).not.toContain('data-testid="prices-toggle"');
    expect(body).not.toContain('data-testid="row-counters"');
  });

  it('gives each row of a logged-in user its counters (one count call per page), and a visitor none', async () => {
    const count = vi.spyOn(shop.app.ports.catalogue, 'relationCounts');
    const customerClient = new TestClient(shop.app);
    await customerClient.login('demo', 'demo');
    const priced = await search(searchUrl('filtro'), customerClient);
    expect(count).toHaveBeenCalledTimes(1);
    count.mockRestore();
    expect(priced.rows.length).toBeGreaterThan(0);
    for (const row of priced.rows) {
      expect(row.counters).toEqual({ alternatives: expect.any(Number), substitutes: expect.any(Number), necessaries: expect.any(Number) });
    }
    const visitor = await search(searchUrl('filtro'));
    for (const row of visitor.rows) expect(row).not.toHaveProperty('counters');
  });

  it("counts a page's related products once for every customer (no prices in them), with the same counters", async () => {
    const [demo, demo2] = [new TestClient(shop.app), new TestClient(shop.app)];
    await demo.login('demo', 'demo');
    await demo2.login('demo2', 'demo2');
    const counted = () => portCacheCounts()['catalogue.relationCounts'] ?? { hits: 0, misses: 0 };
    const first = await search(searchUrl('pastiglie freno'), demo);
    const before = counted();
    const second = await search(searchUrl('pastiglie freno'), demo2);
    expect(counted()).toEqual({ hits: before.hits + 1, misses: before.misses });
    expect(second.rows.map((row) => row.counters)).toEqual(first.rows.map((row) => row.counters));
  });
});
