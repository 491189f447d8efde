import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseCode } from '../../shared/codes.ts';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
let customer: TestClient;
beforeAll(async () => {
  shop = await createTestApp();
  customer = new TestClient(shop.app);
  expect((await customer.login('demo', 'demo')).statusCode).toBe(200);
});
afterAll(async () => shop.close());

const ctx = { requestId: 'information-request-test', actor: null };
const url = (productcode: string) => `/richiesta-informazioni?productcode=${encodeURIComponent(productcode)}`;
const json = (productcode: string) => customer.request({ url: url(productcode), headers: { accept: 'application/json' } });
const html = (productcode: string) => customer.request({ url: url(productcode), headers: { accept: 'text/html' } });

describe('/richiesta-informazioni?productcode=: the product asked about', () => {
  it('takes an article code as written anywhere (spaces, dots, dashes, lower case), normalised as search does', async () => {
    const product = await shop.app.ports.catalogue.productById({ id: 7 }, ctx);
    const written = ` ${product.code.toLowerCase().split('').join('-')} `;
    const res = await json(written);
    expect(res.statusCode, res.body).toBe(200);
    expect(normaliseCode(res.json().product.code)).toBe(normaliseCode(product.code));
  });

  it('takes a product id when no article has that code', async () => {
    const product = await shop.app.ports.catalogue.productById({ id: 3 }, ctx);
    expect(await shop.app.ports.catalogue.productsByCode({ code: '3' }, ctx)).toEqual([]);
    const res = await json('3');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({ id: 3, code: product.code });
  });

  it('answers an unknown code or id with the 404 "Articolo non trovato", as HTML and as JSON', async () => {
    for (const unknown of ['99999999', 'NON-ESISTE-42', '...']) {
      const data = await json(unknown);
      expect(data.statusCode, unknown).toBe(404);
      expect(data.json().message).toBe('Articolo non trovato.');
      const page = await html(unknown);
      expect(page.statusCode, unknown).toBe(404);
      expect(page.body).toContain('Articolo non trovato');
      expect(page.body).not.toContain('Si è verificato un errore');
    }
  });
});
