import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';
import { forgetMemoisedMarkup } from './markup-memo.ts';
import { parseMarkup } from '../../shared/testing/markup.ts';

/** The desktop main menu of a page's HTML. */
const mainMenu = (html: string) => /<nav aria-label="Menu principale".*?<\/nav>/s.exec(html)?.[0] ?? '';
/** The menu entries a page marks as the current one. */
const marked = (menu: string) => {
  const $ = parseMarkup(menu);
  return $('a[aria-current="page"]')
    .toArray()
    .map((link) => $(link).attr('href'));
};

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('the server writes the main menu as other pages rendered it', () => {
  it('marks the entries of each page, for a visitor and a customer, whatever pages came before', async () => {
    const customer = new TestClient(shop.app);
    await customer.login('demo', 'demo');
    const visitor = new TestClient(shop.app);
    const page = async (client: TestClient, url: string) =>
      mainMenu((await client.request({ url, headers: { accept: 'text/html' } })).body);
    const cases: [TestClient, string][] = [
      [customer, '/configuratore/batterie'],
      [customer, '/cart'],
      [customer, '/configuratore'],
      [customer, '/'],
      [visitor, '/catalogo-ricambi'],
      [visitor, '/'],
      [visitor, '/cart'],
    ];
    const fresh: string[] = [];
    for (const [client, url] of cases) {
      forgetMemoisedMarkup();
      fresh.push(await page(client, url));
    }
    expect(marked(fresh[0] ?? '')).toEqual(['/configuratore', '/configuratore/batterie']);
    expect(marked(fresh[3] ?? '')).toEqual(['/']);
    expect(fresh[2]).toContain('data-testid="changed-prices-badge"');
    expect(fresh[5]).not.toContain('/richiesta-listino-netto');
    // Now each after all the others, twice over: the same markup as a page rendered afresh.
    forgetMemoisedMarkup();
    for (const round of [1, 2]) {
      for (const [i, [client, url]] of cases.entries()) expect(await page(client, url), `${url}, round ${round}`).toBe(fresh[i]);
    }
  });
});
