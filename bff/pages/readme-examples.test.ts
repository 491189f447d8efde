import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyCriteria } from '../../adapters/reference/seed/completeness/needs.ts';
import type { OeResultsPageReply } from '../../shared/contract/search.ts';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';

/** README's "Things to try", one line: what a reader is told the pages show (issue 30). */
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const number = (word: string | undefined) => NUMBERS[word ?? ''] ?? Number(word);

let shop: TestApp;
let customer: TestClient;
beforeAll(async () => {
  shop = await createTestApp();
  customer = new TestClient(shop.app);
  await customer.login('demo', 'demo');
});
afterAll(async () => shop.close());

describe("README's things to try, asked of the pages", () => {
  it('an original number on /ricerca-ricambi: its products and the equivalents of other brands README counts, of the same sizes', async () => {
    const claim =
      /`(\/ricerca-ricambi\?idMarca=\d+&codiceOE=\w+)`: [^,]*, (\w+) products carrying it and (\w+) equivalents of other brands/.exec(
        README,
      );
    expect(claim, 'README names an original number on /ricerca-ricambi').not.toBeNull();
    const [, url = '', carriers, equivalents] = claim ?? [];
    const res = await customer.request({ url, headers: { accept: 'application/json' } });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as OeResultsPageReply;
    expect(page.rows).toHaveLength(number(carriers));
    expect(page.equivalents).toHaveLength(number(equivalents));
    const brands = new Set(page.rows.map((row) => row.brand));
    const criteria = new Set(page.rows.map((row) => keyCriteria(row.description)));
    expect(criteria.size).toBe(1);
    for (const row of page.equivalents) {
      expect(brands.has(row.brand), `${row.brand} ${row.code} is of another brand`).toBe(false);
      expect(keyCriteria(row.description), `${row.code}: ${row.description}`).toBe([...criteria][0]);
    }
  });

  it('OE codes typed in the search box: the brands README counts carry them', async () => {
    const claims = [...README.matchAll(/`(\d{8})` \(Fiat: [^)]*?of (\w+) brands(?:, (\w+)'s among them)?\)/g)];
    expect(claims.length).toBeGreaterThanOrEqual(2);
    for (const [, code, brands, among] of claims) {
      const reply = (await shop.app.inject({ url: `/ricambi-ws/oe/get-cross?codiceListino=FIA&codiceOE=${code}` })).json() as {
        products: Array<{ brand: string }>;
      };
      const names = new Set(reply.products.map((p) => p.brand));
      expect(names.size, `${code}`).toBe(number(brands));
      if (among) expect([...names], `${code}`).toContain(among);
    }
  });
});
