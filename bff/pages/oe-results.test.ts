import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OeResultsPageReply } from '../../shared/contract/search.ts';
import { oeResultsUrl } from '../../shared/urls/page-url-state.ts';
import { createTestApp, demoFixtureOf, TestClient, type TestApp } from '../testing/test-app.ts';
import { specVehicles, type SpecVehicles } from '../testing/spec-fixture.ts';

let shop: TestApp;
let customer: TestClient;
let oe: SpecVehicles['oe'];
let idMarca: number;
beforeAll(async () => {
  shop = await createTestApp();
  customer = new TestClient(shop.app);
  await customer.login('demo', 'demo');
  oe = specVehicles((await demoFixtureOf(shop)).vehicles).oe;
  const makers = (await shop.app.inject({ url: '/makers/get-makers' })).json() as Array<{ idMarca: number; codiceListino: string }>;
  const maker = makers.find((m) => m.codiceListino === oe.codiceListino);
  if (!maker) throw new Error(`no maker with price list ${oe.codiceListino}`);
  idMarca = maker.idMarca;
});
afterAll(async () => shop.close());

const ask = (url: string, accept: string, client?: TestClient) =>
  client ? client.request({ url, headers: { accept } }) : shop.app.inject({ url, headers: { accept } });

describe('/ricerca-ricambi?idMarca&codiceOE', () => {
  it('lists the products carrying the original number, then their equivalents, as result rows', async () => {
    const res = await ask(oeResultsUrl(idMarca, oe.codiceOE), 'application/json');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json() as OeResultsPageReply;
    expect(data).toMatchObject({ idMarca, codiceListino: oe.codiceListino, codiceOE: oe.codiceOE, marca: expect.any(String) });
    const cross = (
      await shop.app.inject({ url: `/ricambi-ws/oe/get-cross?codiceListino=${oe.codiceListino}&codiceOE=${oe.codiceOE}` })
    ).json() as { count: number; products: Array<{ productId: number }> };
    expect(data.count).toBe(cross.count);
    expect(data.rows.map((row) => row.id)).toEqual(cross.products.map((p) => p.productId).slice(0, data.rows.length));
    expect(data.rows.length).toBeGreaterThan(0);
    const own = new Set(data.rows.map((row) => row.id));
    expect(data.equivalents.every((row) => !own.has(row.id))).toBe(true);
    for (const row of [...data.rows, ...data.equivalents]) {
      expect(row.offer.prices).toBeNull();
      expect(row.offer.availability).toHaveProperty('qtaImm');
    }
  });

  it('reads the products of each section with one catalogue call, never one per row', async () => {
    const many = vi.spyOn(shop.app.ports.catalogue, 'productsByIds');
    const one = vi.spyOn(shop.app.ports.catalogue, 'productById');
    try {
      const data = (await ask(oeResultsUrl(idMarca, oe.codiceOE), 'application/json')).json() as OeResultsPageReply;
      expect(data.rows.length).toBeGreaterThan(0);
      expect(one).not.toHaveBeenCalled();
      expect(many.mock.calls.length).toBeGreaterThanOrEqual(1);
      expect(many.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      many.mockRestore();
      one.mockRestore();
    }
  });

  it('gives a customer the rows with prices and delivery, server-rendered with add to cart', async () => {
    const url = oeResultsUrl(idMarca, oe.codiceOE);
    const data = (await ask(url, 'application/json', customer)).json() as OeResultsPageReply;
    for (const row of data.rows) {
      expect(row.offer.prices?.netCents).toEqual(expect.any(Number));
      expect(row.offer.delivery?.text).toMatch(/\S/);
    }
    const html = await ask(url, 'text/html', customer);
    expect(html.statusCode).toBe(200);
    expect(html.headers.vary).toContain('Accept');
    expect(html.body).toContain(`Ricambi per il codice originale ${oe.codiceOE}`);
    expect(html.body).toContain(data.rows[0]?.code ?? 'no rows');
    expect(html.body).toContain('data-testid="add-to-cart"');
    if (data.equivalents.length > 0) expect(html.body).toContain('data-testid="oe-equivalents"');
  });

  describe("with /cerca's toolbar (issue 47)", () => {
    const inStock = (row: OeResultsPageReply['rows'][number]) => row.offer.availability.qtaImm + row.offer.availability.qtaOtherStore > 0;
    const both = (data: OeResultsPageReply) => [...data.rows, ...data.equivalents];
    const asCustomer = async (choice: Parameters<typeof oeResultsUrl>[2]) =>
      (await ask(oeResultsUrl(idMarca, oe.codiceOE, choice), 'application/json', customer)).json() as OeResultsPageReply;

    it('orders both lists by price, either way, keeping every row', async () => {
      const all = await asCustomer({});
      const cheapest = await asCustomer({ sort: 'price-asc' });
      const dearest = await asCustomer({ sort: 'price-desc' });
      for (const [data, direction] of [
        [cheapest, 1],
        [dearest, -1],
      ] as const) {
        expect(data.sortApplied).toBe(data.sort);
        for (const list of [data.rows, data.equivalents]) {
          const prices = list.map((row) => (row.offer.prices?.netCents ?? 0) * direction);
          expect(prices).toEqual([...prices].sort((a, b) => a - b));
        }
        expect(new Set(both(data).map((row) => row.id))).toEqual(new Set(both(all).map((row) => row.id)));
      }
      expect(cheapest.rows.length + cheapest.equivalents.length).toBeGreaterThan(2);
    });

    it('narrows both lists to a brand of its facets, and to the parts in stock', async () => {
      const all = await asCustomer({});
      const brand = all.facets.brands.at(-1);
      if (!brand) throw new Error('no brand facet');
      expect(all.facets.brands.reduce((sum, b) => sum + b.count, 0)).toBe(both(all).length);
      const ofBrand = await asCustomer({ brandIds: [brand.id] });
      expect(both(ofBrand).length).toBe(brand.count);
      expect(both(ofBrand).every((row) => row.brandId === brand.id)).toBe(true);
      expect(ofBrand.filters.brandIds).toEqual([brand.id]);
      const stocked = await asCustomer({ availability: 'in-stock' });
      expect(both(stocked).length).toBe(both(all).filter(inStock).length);
      expect(both(stocked).every(inStock)).toBe(true);
    });

    it('keeps the provider order for a visitor asking for a price order (no prices to order by)', async () => {
      const data = (await ask(oeResultsUrl(idMarca, oe.codiceOE, { sort: 'price-asc' }), 'application/json')).json() as OeResultsPageReply;
      const plain = (await ask(oeResultsUrl(idMarca, oe.codiceOE), 'application/json')).json() as OeResultsPageReply;
      expect(data.sortApplied).toBe('relevance');
      expect(data.rows.map((row) => row.id)).toEqual(plain.rows.map((row) => row.id));
    });

    it('draws the orders and filters in the first HTML, the chosen order marked', async () => {
      const html = (await ask(oeResultsUrl(idMarca, oe.codiceOE, { sort: 'price-asc' }), 'text/html', customer)).body;
      expect(html).toContain('data-testid="sort-bar"');
      expect(html).toMatch(/aria-current="true"[^>]*>Prezzo crescente|Prezzo crescente<\/a>/);
      expect(html).toContain('data-testid="search-facets"');
      expect(html).toContain(`marca=`);
    });
  });

  it('answers an unknown original number with no rows', async () => {
    const data = (await ask(oeResultsUrl(idMarca, 'QZQZ0000'), 'application/json')).json() as OeResultsPageReply;
    expect(data).toMatchObject({ count: 0, rows: [], equivalentsCount: 0, equivalents: [] });
    const html = await ask(oeResultsUrl(idMarca, 'QZQZ0000'), 'text/html');
    expect(html.body).toContain('data-testid="search-empty"');
  });

  it('is the 404 page for an unknown maker', async () => {
    const json = await ask(oeResultsUrl(987654321, oe.codiceOE), 'application/json');
    expect(json.statusCode).toBe(404);
    expect(json.json().message).toBe('Marca non trovata.');
    expect((await ask(oeResultsUrl(987654321, oe.codiceOE), 'text/html')).statusCode).toBe(404);
  });

  it('needs both parameters: 400 naming the parameter', async () => {
    const noCode = await ask(`/ricerca-ricambi?idMarca=${idMarca}`, 'application/json');
    expect(noCode.statusCode).toBe(400);
    expect(JSON.stringify(noCode.json().issues)).toContain('codiceOE');
    const badMaker = await ask(`/ricerca-ricambi?idMarca=0x1&codiceOE=${oe.codiceOE}`, 'application/json');
    expect(badMaker.statusCode).toBe(400);
    expect(JSON.stringify(badMaker.json().issues)).toContain('idMarca');
    const html = await ask('/ricerca-ricambi', 'text/html');
    expect(html.statusCode).toBe(400);
    expect(html.body).toContain('data-testid="oe-missing"');
  });
});
