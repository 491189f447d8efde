import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelationKind } from '../../shared/contract/catalogue.ts';
import { carcassReply, giftsReply, relationRowsReply, tyreSizesReply } from '../../shared/contract/product.ts';
import { findProductSamples, type ProductSamples } from '../testing/product-samples.ts';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';
import { relationPaths } from './product.ts';

let shop: TestApp;
let samples: ProductSamples;
let visitor: TestClient;
let customer: TestClient;
const UNKNOWN = 999_999_999;

beforeAll(async () => {
  shop = await createTestApp();
  samples = await findProductSamples(shop.app);
  visitor = new TestClient(shop.app);
  customer = new TestClient(shop.app);
  expect((await customer.login('demo', 'demo')).statusCode).toBe(200);
});
afterAll(async () => shop.close());

const get = (client: TestClient, url: string) => client.request({ method: 'GET', url, headers: { accept: 'application/json' } });
const urlOf = (path: string, id: number | string) => path.replace(':id', String(id));

describe('the tabs of the product page: GET /get-alternatives/{id} and the other relations', () => {
  for (const [path, kind] of Object.entries(relationPaths) as Array<[string, RelationKind]>) {
    it(`${path} answers rows with the asker's offer: prices for a customer, none for a visitor`, async () => {
      const id = samples.withRelation[kind];
      if (!id) throw new Error(`the demo data has no product with ${kind}`);
      const priced = await get(customer, urlOf(path, id));
      expect(priced.statusCode, priced.body).toBe(200);
      expect(priced.headers['cache-control']).toBe('private, no-store');
      const rows = relationRowsReply.parse(priced.json());
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.id !== id)).toBe(true);
      for (const row of rows) expect(row.offer.prices?.netCents).toEqual(expect.any(Number));

      const plain = await get(visitor, urlOf(path, id));
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['cache-control']).toBe('private, no-store');
      const visitorRows = relationRowsReply.parse(plain.json());
      expect(visitorRows.map((row) => row.id)).toEqual(rows.map((row) => row.id));
      for (const row of visitorRows) {
        expect(row.offer.prices).toBeNull();
        expect(row).not.toHaveProperty('netCents');
      }
    });
  }

  it('answers an empty list for a product with none of a kind', async () => {
    const id = samples.withoutRelation.necessaries;
    if (!id) throw new Error('every product has necessaries');
    const res = await get(visitor, `/get-necessaries/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses an id that is not a plain number (400 naming the parameter) and answers 404 for an unknown one', async () => {
    for (const path of Object.keys(relationPaths)) {
      for (const bad of ['abc', '0x1f', '1e3', '-4', '0']) {
        const res = await get(visitor, urlOf(path, bad));
        expect(res.statusCode, `${path} ${bad}`).toBe(400);
        expect(JSON.stringify(res.json().issues)).toContain('params.id');
      }
      const missing = await get(visitor, urlOf(path, UNKNOWN));
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json().message).toBe('Articolo non trovato.');
    }
  });
});

describe('GET /get-carcasse/{id}', () => {
  it("answers an exchange part's core deposit as a row, priced for a customer only", async () => {
    const part = samples.exchangePart;
    if (!part) throw new Error('the demo data has no exchange part');
    const priced = carcassReply.parse((await get(customer, `/get-carcasse/${part.id}`)).json());
    expect(priced.productId).toBe(part.id);
    expect(priced.deposit?.id).toBe(part.depositId);
    expect(priced.deposit?.offer.prices?.netCents).toBeGreaterThan(0);
    const plain = await get(visitor, `/get-carcasse/${part.id}`);
    expect(plain.headers['cache-control']).toBe('private, no-store');
    expect(carcassReply.parse(plain.json()).deposit?.offer.prices).toBeNull();
  });

  it('answers null for a part without a deposit, 400 for a bad id and 404 for an unknown one', async () => {
    const res = await get(customer, `/get-carcasse/${samples.anyProduct}`);
    expect(res.json()).toEqual({ productId: samples.anyProduct, deposit: null });
    expect((await get(customer, '/get-carcasse/abc')).statusCode).toBe(400);
    expect((await get(customer, `/get-carcasse/${UNKNOWN}`)).statusCode).toBe(404);
  });
});

describe('GET /get-available-stores/{id} and /warehouse-movement/{id}: logged-in users only', () => {
  it("answers a customer the product's stock in each warehouse, the customer's own marked", async () => {
    const res = await get(customer, `/get-available-stores/${samples.anyProduct}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const stores = res.json() as Array<{ warehouseCode: string; isMain: boolean; quantity: number }>;
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.filter((store) => store.isMain)).toHaveLength(1);
    expect(stores[0]?.isMain).toBe(true);
  });

  it('answers a customer their movements of the product, newest first', async () => {
    const res = await get(customer, `/warehouse-movement/${samples.anyProduct}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const dates = (res.json() as Array<{ date: string }>).map((movement) => movement.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('asks a visitor to log in (401: the page reloads, SPEC §6), before reading the id', async () => {
    for (const url of [
      `/get-available-stores/${samples.anyProduct}`,
      `/warehouse-movement/${samples.anyProduct}`,
      '/warehouse-movement/abc',
    ]) {
      expect((await get(visitor, url)).statusCode, url).toBe(401);
    }
  });

  it('refuses a bad id (400) and answers 404 for an unknown product', async () => {
    for (const path of ['/get-available-stores', '/warehouse-movement']) {
      expect((await get(customer, `${path}/1e3`)).statusCode).toBe(400);
      const missing = await get(customer, `${path}/${UNKNOWN}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Articolo non trovato.');
    }
  });
});

describe('GET /blackbox/retrieve-omaggi and /tire-size/{code}', () => {
  it('answers the gifts running for an article code, and none for another', async () => {
    const sample = samples.withGifts;
    if (!sample) throw new Error('the demo data has no gifts');
    const res = await get(visitor, `/blackbox/retrieve-omaggi?cdarti=${encodeURIComponent(sample.code)}`);
    expect(res.statusCode).toBe(200);
    const gifts = giftsReply.parse(res.json());
    expect(gifts.length).toBeGreaterThan(0);
    expect(gifts[0]?.title).toMatch(/\S/);
    expect((await get(visitor, '/blackbox/retrieve-omaggi?cdarti=NESSUN-CODICE')).json()).toEqual([]);
    expect((await get(visitor, '/blackbox/retrieve-omaggi')).statusCode).toBe(400);
    expect((await get(visitor, `/blackbox/retrieve-omaggi?cdarti=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it("answers a snow chain's tyre sizes, and an empty list for other articles", async () => {
    const chain = samples.snowChain;
    if (!chain) throw new Error('the demo data has no snow chain with tyre sizes');
    const sizes = tyreSizesReply.parse((await get(visitor, `/tire-size/${encodeURIComponent(chain.code)}`)).json());
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size).toMatch(/^\d{3}\/\d{2} R\d{2}/);
    expect((await get(visitor, '/tire-size/NESSUN-CODICE')).json()).toEqual([]);
  });
});
