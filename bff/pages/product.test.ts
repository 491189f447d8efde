import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPageReply } from '../../shared/contract/product.ts';
import { productUrl } from '../../shared/urls/page-urls.ts';
import { findProductSamples, type ProductSamples } from '../testing/product-samples.ts';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
let samples: ProductSamples;
let customer: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  shop = await createTestApp();
  samples = await findProductSamples(shop.app);
  visitor = new TestClient(shop.app);
  customer = new TestClient(shop.app);
  expect((await customer.login('demo', 'demo')).statusCode).toBe(200);
});
afterAll(async () => shop.close());

const json = (client: TestClient, url: string) => client.request({ url, headers: { accept: 'application/json' } });
const html = (client: TestClient, url: string) => client.request({ url, headers: { accept: 'text/html' } });

describe('/ricambio/{id}: the product page', () => {
  it('answers the product as a row with the customer’s offer, its pictures, counts, gifts and tyre sizes', async () => {
    const id = samples.withImages;
    if (!id) throw new Error('the demo data has no product with pictures');
    const res = await json(customer, productUrl(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Accept/);
    const page = productPageReply.parse(res.json());
    expect(page.product.id).toBe(id);
    expect(page.product.offer.prices?.netCents).toEqual(expect.any(Number));
    expect(page.product.offer.delivery?.text).toMatch(/\S/);
    expect(page.images.length).toBeGreaterThan(0);
    for (const image of page.images) expect(image.alt).toMatch(/\S/);
    expect(Object.values(page.counts).every((count) => Number.isInteger(count))).toBe(true);
  });

  it('gives a visitor the same product without prices or a delivery promise', async () => {
    const page = productPageReply.parse((await json(visitor, productUrl(samples.anyProduct))).json());
    expect(page.product.offer.prices).toBeNull();
    expect(page.product.offer.delivery).toBeNull();
    expect(page.product).not.toHaveProperty('netCents');
    expect(page.product).not.toHaveProperty('stock');
  });

  it('counts the related products of each kind as the tabs will list them', async () => {
    const id = samples.withRelation.alternatives;
    if (!id) throw new Error('no product with alternatives');
    const page = productPageReply.parse((await json(visitor, productUrl(id))).json());
    const rows = (await json(visitor, `/get-alternatives/${id}`)).json() as unknown[];
    expect(page.counts.alternatives).toBe(rows.length);
  });

  it('carries the core deposit of an exchange part as a row, priced for the customer', async () => {
    const part = samples.exchangePart;
    if (!part) throw new Error('the demo data has no exchange part');
    const page = productPageReply.parse((await json(customer, productUrl(part.id))).json());
    expect(page.carcass?.id).toBe(part.depositId);
    expect(page.carcass?.offer.prices?.netCents).toBeGreaterThan(0);
    const plain = productPageReply.parse((await json(customer, productUrl(samples.anyProduct))).json());
    expect(plain.carcass).toBeNull();
  });

  it('lists the gifts of the article and a snow chain’s tyre sizes', async () => {
    if (!samples.withGifts || !samples.snowChain) throw new Error('the demo data has no gifts or no snow chain');
    const gifts = productPageReply.parse((await json(visitor, productUrl(samples.withGifts.id))).json());
    expect(gifts.gifts.length).toBeGreaterThan(0);
    const chain = productPageReply.parse((await json(visitor, productUrl(samples.snowChain.id))).json());
    expect(chain.tyreSizes.length).toBeGreaterThan(0);
  });

  it('renders the page on the server with its data inline, under the key the screen reads', async () => {
    const id = samples.exchangePart?.id;
    if (!id) throw new Error('the demo data has no exchange part');
    const res = await html(customer, productUrl(id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('data-testid="product-page"');
    expect(res.body).toContain('data-testid="product-gallery"');
    expect(res.body).toContain('data-testid="product-tabs"');
    expect(res.body).toContain('data-field="net-price"');
    const boot = JSON.parse(/<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '{}');
    expect(boot.page).toBe('product');
    expect(boot.fallback[productUrl(id)].product.id).toBe(id);
  });

  it('renders a visitor’s page without prices and without the stock and movement tabs', async () => {
    const res = await html(visitor, productUrl(samples.anyProduct));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="product-page"');
    expect(res.body).not.toContain('data-field="net-price"');
    expect(res.body).not.toContain('data-testid="tab-movements"');
    expect(res.body).not.toContain('data-testid="tab-stores"');
  });

  it('answers a non-numeric id with the validation state and 400, as HTML and as JSON', async () => {
    for (const bad of ['abc', '0x1f', '1e3', '0']) {
      const page = await html(visitor, `/ricambio/${bad}`);
      expect(page.statusCode, bad).toBe(400);
      expect(page.body).toContain('I dati inviati non sono validi.');
      const data = await json(visitor, `/ricambio/${bad}`);
      expect(data.statusCode, bad).toBe(400);
      expect(JSON.stringify(data.json().issues)).toContain('params.id');
    }
  });

  it('answers an unknown id with the not-found page and 404, as HTML and as JSON', async () => {
    const page = await html(visitor, productUrl(999_999_999));
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('data-testid="not-found"');
    const data = await json(visitor, productUrl(999_999_999));
    expect(data.statusCode).toBe(404);
    expect(data.json().message).toBe('Articolo non trovato.');
  });
});
