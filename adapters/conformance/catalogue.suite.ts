import { describe, expect, it } from 'vitest';
import { normaliseCode } from '../../shared/codes.ts';
import { relationKinds, type CatalogueItem, type ProductCodes, type SearchSort } from '../../shared/contract/catalogue.ts';
import type { Ports } from '../ports/index.ts';
import type { Actor } from '../ports/op.ts';
import { actorOf, ctx, failureCode, type ConformanceSubject } from './subject.ts';

/** Queries a search box receives from people and robots; each must be answered, never fail. */
const HOSTILE_QUERIES = [
  '" OR 1=1 --',
  '*',
  'NEAR(',
  'NEAR(filtro olio, 2)',
  '"filtro',
  "l'olio\"'",
  'filtro AND',
  'OR',
  '^filtro',
  '-',
  '{description}: x',
  'a b c d e f g h',
  'x'.repeat(100),
  '\u0000',
  '🙂 filtro',
];

/**
 * Where a row belongs in the ranking of a code query: exact article code (0), exact OE code (1), cross-reference
 * of an exact article code (2), article-code prefix (3), OE-code prefix (4), anything else (words, 5).
 */
function rankOf(row: CatalogueItem & ProductCodes, q: string, crossOfExact: ReadonlySet<number>): number {
  const code = normaliseCode(q);
  const article = normaliseCode(row.code);
  const oe = row.oeCodes.map((o) => normaliseCode(o.code));
  if (article === code) return 0;
  if (oe.includes(code)) return 1;
  if (crossOfExact.has(row.id)) return 2;
  if (article.startsWith(code)) return 3;
  if (oe.some((c) => c.startsWith(code))) return 4;
  return 5;
}

/** The rows with their OE numbers and equivalents, which a list's rows do not carry: each product asked by id. */
async function withCodes(ports: Ports, rows: CatalogueItem[]): Promise<Array<CatalogueItem & ProductCodes>> {
  return Promise.all(rows.map((row) => ports.catalogue.productById({ id: row.id }, ctx(null))));
}

/** The ranks of a page of results, checked to never go down. */
async function expectRanked(ports: Ports, listed: CatalogueItem[], q: string): Promise<number[]> {
  const rows = await withCodes(ports, listed);
  const exact = rows.filter((r) => normaliseCode(r.code) === normaliseCode(q));
  const crossOfExact = new Set(exact.flatMap((r) => r.crossReferences.map((c) => c.productId)));
  const ranks = rows.map((row) => rankOf(row, q, crossOfExact));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  return ranks;
}

async function customerActor(ports: Ports, credentials: { username: string; password: string }): Promise<Actor> {
  return actorOf(await ports.accounts.login(credentials, ctx(null)));
}

/** What every implementation of the catalogue port must do. */
export function catalogueSuite(subject: () => ConformanceSubject): void {
  describe('catalogue', () => {
    it('finds a product by id, with its brand and group, prices in cents and stock per warehouse', async () => {
      const { ports, fixture } = subject();
      const product = await ports.catalogue.productById({ id: fixture.product.id }, ctx(null));
      expect(product.id).toBe(fixture.product.id);
      expect(product.code).toBe(fixture.product.code);
      expect(product.brand.length).toBeGreaterThan(0);
      expect(product.group.name.length).toBeGreaterThan(0);
      expect(Number.isInteger(product.netCents)).toBe(true);
      expect(product.netCents).toBeLessThanOrEqual(product.listCents);
      expect(product.stock.length).toBeGreaterThan(0);
    });

    it('says not_found for an unknown id', async () => {
      const { ports, fixture } = subject();
      expect(await failureCode(ports.catalogue.productById({ id: fixture.missingProductId }, ctx(null)))).toBe('not_found');
    });

    it('matches article codes whatever their spaces, dots, dashes and case', async () => {
      const { ports, fixture } = subject();
      const mangled = ` ${fixture.product.code.toLowerCase().split('').join('.')} `;
      const found = await ports.catalogue.productsByCode({ code: mangled }, ctx(null));
      expect(found.map((p) => p.id)).toContain(fixture.product.id);
      expect(await ports.catalogue.productsByCode({ code: 'ZZZ-NO-SUCH-CODE-999' }, ctx(null))).toEqual([]);
    });

    it('searches by code and counts the same hits', async () => {
      const { ports, fixture } = subject();
      const result = await ports.catalogue.search({ q: fixture.product.code, pageSize: 10 }, ctx(null));
      expect(result.rows.map((p) => p.id)).toContain(fixture.product.id);
      expect(await ports.catalogue.count({ q: fixture.product.code }, ctx(null))).toEqual({ total: result.total, capped: result.capped });
      const none = await ports.catalogue.search({ q: 'qqqxxyyzz' }, ctx(null));
      expect(none).toMatchObject({ rows: [], total: 0, capped: false });
      expect(await ports.catalogue.count({ q: 'qqqxxyyzz' }, ctx(null))).toEqual({ total: 0, capped: false });
    });

    it('ranks an article code: the exact code, then its cross-references, then longer codes', async () => {
      const { ports, fixture } = subject();
      const { code, id, crossReferenceIds } = fixture.codedProduct;
      const result = await ports.catalogue.search({ q: code, pageSize: 100 }, ctx(null));
      const ranks = await expectRanked(ports, result.rows, code);
      const ids = result.rows.map((r) => r.id);
      expect(ranks[ids.indexOf(id)]).toBe(0);
      for (const other of crossReferenceIds) expect([0, 1, 2]).toContain(ranks[ids.indexOf(other)]);
    });

    it('ranks an OE code: every product carrying it first, then its prefixes', async () => {
      const { ports, fixture } = subject();
      const { oe, id } = fixture.codedProduct;
      const result = await ports.catalogue.search({ q: oe.code.toLowerCase(), pageSize: 100 }, ctx(null));
      const ranks = await expectRanked(ports, result.rows, oe.code);
      expect(ranks[result.rows.findIndex((r) => r.id === id)]).toBeLessThanOrEqual(1);
    });

    it('counts facets over the hits, each count the total of the search filtered by its value', async () => {
      const { ports, fixture } = subject();
      const q = fixture.searchWords;
      const all = await ports.catalogue.search({ q, pageSize: 100 }, ctx(null));
      expect(all.capped, 'searchWords must find at most 1,000 products').toBe(false);
      expect(all.facets.complete).toBe(true);
      expect(all.facets.brands.length, 'searchWords must find products of two brands').toBeGreaterThanOrEqual(2);
      const sum = (values: Array<{ count: number }>) => values.reduce((total, v) => total + v.count, 0);
      expect(sum(all.facets.brands)).toBe(all.total);
      expect(sum(all.facets.groups)).toBe(all.total);
      expect(sum(all.facets.availability)).toBe(all.total);

      const [first, second] = all.facets.brands;
      const group = all.facets.groups[0];
      if (!first || !second || !group) throw new Error('unreachable after the checks above'); // narrows the types
      for (const brand of [first, second]) {
        const filtered = await ports.catalogue.search({ q, filters: { brandIds: [brand.id] }, pageSize: 100 }, ctx(null));
        expect(filtered.total).toBe(brand.count);
        for (const row of filtered.rows) expect(row.brandId).toBe(brand.id);
        expect(filtered.facets.brands).toEqual([brand]);
      }
      const both = await ports.catalogue.search({ q, filters: { brandIds: [first.id, second.id] } }, ctx(null));
      expect(both.total).toBe(first.count + second.count);

      const inGroup = await ports.catalogue.search({ q, filters: { groupIds: [group.id] }, pageSize: 100 }, ctx(null));
      expect(inGroup.total).toBe(group.count);
      for (const row of inGroup.rows) expect(row.group).toEqual({ id: group.id, name: group.name });

      for (const { value, count } of all.facets.availability) {
        const filtered = await ports.catalogue.search({ q, filters: { availability: value }, pageSize: 5 }, ctx(null));
        expect(filtered.total).toBe(count);
        for (const row of filtered.rows) {
          const { stock } = await ports.catalogue.productById({ id: row.id }, ctx(null));
          expect(stock.some((s) => s.quantity > 0)).toBe(value === 'in-stock');
        }
      }
      const narrowest = await ports.catalogue.search(
        { q, filters: { brandIds: [first.id], groupIds: [group.id], availability: 'in-stock' } },
        ctx(null),
      );
      expect(narrowest.total).toBeLessThanOrEqual(Math.min(first.count, group.count));
    });

    it("narrows a search to a set of products (a vehicle's parts), by code and by words; an empty set finds nothing", async () => {
      const { ports, fixture } = subject();
      const q = fixture.searchWords;
      const all = await ports.catalogue.search({ q, pageSize: 100 }, ctx(null));
      const chosen = all.rows.slice(0, 3).map((row) => row.id);
      expect(chosen.length, 'searchWords must find products').toBeGreaterThan(0);
      const outside = 2_000_000_000; // an id no product has: a set may name products the search does not find
      const among = await ports.catalogue.search({ q, filters: { productIds: [...chosen, outside] }, pageSize: 100 }, ctx(null));
      expect(among.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...chosen].sort((a, b) => a - b));
      expect(among.total).toBe(chosen.length);
      expect(among.capped).toBe(false);
      const brand = all.rows[0]?.brandId ?? 0;
      const narrowed = await ports.catalogue.search({ q, filters: { productIds: chosen, brandIds: [brand] }, pageSize: 100 }, ctx(null));
      for (const row of narrowed.rows) expect(chosen.includes(row.id) && row.brandId === brand).toBe(true);
      const byCode = await ports.catalogue.search({ q: fixture.product.code, filters: { productIds: [fixture.product.id] } }, ctx(null));
      expect(byCode.rows.map((row) => row.id)).toContain(fixture.product.id);
      const none = await ports.catalogue.search({ q, filters: { productIds: [] } }, ctx(null));
      expect(none.total).toBe(0);
    });

    it('orders the hits by price, brand or code when it knows them all', async () => {
      const { ports, fixture } = subject();
      const q = fixture.searchWords;
      const actor = await customerActor(ports, fixture.customer);
      const relevance = await ports.catalogue.search({ q, pageSize: 100 }, ctx(actor));
      const everyId = relevance.rows.map((r) => r.id).sort((a, b) => a - b);
      const sorted = async (sort: SearchSort) => {
        const result = await ports.catalogue.search({ q, sort, pageSize: 100 }, ctx(actor));
        expect(result.sort).toBe(sort);
        expect(result.total).toBe(relevance.total);
        if (relevance.total <= 100) expect(result.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(everyId);
        return result.rows;
      };
      const codes = (await sorted('code')).map((r) => normaliseCode(r.code));
      expect(codes).toEqual([...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const brands = (await sorted('brand')).map((r) => r.brand);
      expect(brands).toEqual([...brands].sort((a, b) => a.localeCompare(b, 'it', { sensitivity: 'base' })));
      // By the customer's own net price, the one the pricing port quotes them.
      for (const sort of ['price-asc', 'price-desc'] as const) {
        const rows = await sorted(sort);
        const quotes = await ports.pricing.prices({ productIds: rows.slice(0, 100).map((r) => r.id) }, ctx(actor));
        const prices = quotes.map((quote) => quote.netCents);
        expect(quotes.map((quote) => quote.productId)).toEqual(rows.slice(0, 100).map((r) => r.id));
        expect(prices).toEqual([...prices].sort((a, b) => (sort === 'price-asc' ? a - b : b - a)));
      }
    });

    it('lists the products of a code row: an article code or an OE number, with their equivalents after', async () => {
      const { ports, fixture } = subject();
      const { id, code, priceListCode, oe, crossReferenceIds } = fixture.codedProduct;
      const article = await ports.catalogue.codeRow({ priceListCode, code, kind: 'article' }, ctx(null));
      expect(article.map((r) => r.id)).toContain(id);
      for (const row of article) expect(normaliseCode(row.code)).toBe(normaliseCode(code));
      const withEquivalents = await ports.catalogue.codeRow({ priceListCode, code, kind: 'article', withEquivalents: true }, ctx(null));
      expect(withEquivalents.slice(0, article.length)).toEqual(article);
      expect(withEquivalents.map((r) => r.id)).toEqual(expect.arrayContaining(crossReferenceIds));

      const carrying = await ports.catalogue.codeRow({ priceListCode: oe.priceListCode, code: oe.code, kind: 'oe' }, ctx(null));
      expect(carrying.map((r) => r.id)).toContain(id);
      for (const row of await withCodes(ports, carrying))
        expect(row.oeCodes.map((o) => normaliseCode(o.code))).toContain(normaliseCode(oe.code));
      expect(await ports.catalogue.codeRow({ priceListCode: 'ZZZ', code, kind: 'article' }, ctx(null))).toEqual([]);
      expect(await ports.catalogue.codeRow({ priceListCode, code: 'ZZZ-NO-SUCH-CODE-999', kind: 'oe' }, ctx(null))).toEqual([]);
    });

    it('answers hostile and odd queries like any other', async () => {
      const { ports } = subject();
      for (const q of HOSTILE_QUERIES) {
        const result = await ports.catalogue.search({ q, filters: { availability: 'in-stock' }, sort: 'code' }, ctx(null));
        expect(result.total).toBeGreaterThanOrEqual(result.rows.length);
        const counted = await ports.catalogue.count({ q }, ctx(null));
        expect(counted.total).toBeGreaterThanOrEqual(0);
      }
    });

    it('lists related products of every kind, never the product itself, as many as it counts', async () => {
      const { ports, fixture } = subject();
      for (const kind of relationKinds) {
        const id = fixture.related[kind];
        const rows = await ports.catalogue.relations({ id, kind }, ctx(null));
        expect([kind, rows.length > 0]).toEqual([kind, true]);
        expect([kind, rows.some((row) => row.id === id)]).toEqual([kind, false]);
        expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
        const [counts] = await ports.catalogue.relationCounts({ ids: [id] }, ctx(null));
        expect([kind, counts?.[kind]]).toEqual([kind, rows.length]);
      }
      // Every kind of one product: each counter is the length of its list, an empty list counted 0.
      const id = fixture.product.id;
      const [counts] = await ports.catalogue.relationCounts({ ids: [id] }, ctx(null));
      for (const kind of relationKinds) {
        const rows = await ports.catalogue.relations({ id, kind }, ctx(null));
        expect([kind, counts?.[kind]]).toEqual([kind, rows.length]);
      }
    });

    it('reads several products at once in the order asked, each once, leaving unknown ids out', async () => {
      const { ports, fixture } = subject();
      const ids = [fixture.packedProduct.id, fixture.missingProductId, fixture.product.id, fixture.packedProduct.id];
      const items = await ports.catalogue.productsByIds({ ids }, ctx(null));
      expect(items.map((item) => item.id)).toEqual([fixture.packedProduct.id, fixture.product.id]);
      expect(items[1]).toMatchObject({ code: fixture.product.code });
      const reversed = await ports.catalogue.productsByIds({ ids: [fixture.product.id, fixture.packedProduct.id] }, ctx(null));
      expect(reversed.map((item) => item.id)).toEqual([fixture.product.id, fixture.packedProduct.id]);
      expect(await ports.catalogue.productsByIds({ ids: [] }, ctx(null))).toEqual([]);
      const tooMany = Array.from({ length: 101 }, (_, index) => index + 1);
      expect(await failureCode(ports.catalogue.productsByIds({ ids: tooMany }, ctx(null)))).toBe('invalid');
    });

    it('counts relations in the order asked, leaving unknown ids out', async () => {
      const { ports, fixture } = subject();
      const ids = [fixture.related.matches, fixture.missingProductId, fixture.product.id, fixture.related.substitutes];
      const counts = await ports.catalogue.relationCounts({ ids }, ctx(null));
      expect(counts.map((c) => c.productId)).toEqual([fixture.related.matches, fixture.product.id, fixture.related.substitutes]);
    });

    it('reads substitutes and substituents as the two ends of one relation', async () => {
      const { ports, fixture } = subject();
      const id = fixture.related.substitutes;
      for (const successor of await ports.catalogue.relations({ id, kind: 'substitutes' }, ctx(null))) {
        const older = await ports.catalogue.relations({ id: successor.id, kind: 'substituents' }, ctx(null));
        expect(older.map((row) => row.id)).toContain(id);
      }
    });

    it('matches a product with its cross-references', async () => {
      const { ports, fixture } = subject();
      const { id, crossReferenceIds } = fixture.codedProduct;
      const matches = await ports.catalogue.relations({ id, kind: 'matches' }, ctx(null));
      expect(matches.map((row) => row.id)).toEqual(expect.arrayContaining(crossReferenceIds.slice(0, 50)));
    });

    it('says not_found for the relations, pictures and core deposit of an unknown product', async () => {
      const { ports, fixture } = subject();
      const id = fixture.missingProductId;
      expect(await failureCode(ports.catalogue.relations({ id, kind: 'alternatives' }, ctx(null)))).toBe('not_found');
      expect(await failureCode(ports.catalogue.images({ id }, ctx(null)))).toBe('not_found');
      expect(await failureCode(ports.catalogue.coreDeposit({ id }, ctx(null)))).toBe('not_found');
    });

    it('has pictures of a product, each with its size and an alt text', async () => {
      const { ports, fixture } = subject();
      const images = await ports.catalogue.images({ id: fixture.product.id }, ctx(null));
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.url).toMatch(/^(\/[^/]|https:\/\/)/);
        expect(image.alt.length).toBeGreaterThan(0);
      }
    });

    it('charges the core deposit of an exchange part as a product of its own, which has none itself', async () => {
      const { ports, fixture } = subject();
      const { id, depositId } = fixture.exchangePart;
      const deposit = await ports.catalogue.coreDeposit({ id }, ctx(null));
      expect(deposit?.id).toBe(depositId);
      expect((await ports.catalogue.productById({ id: depositId }, ctx(null))).code).toBe(deposit?.code);
      expect(await ports.catalogue.coreDeposit({ id: depositId }, ctx(null))).toBeNull();
    });

    it('finds the gifts of an article code whatever its spelling, none for an unknown code', async () => {
      const { ports, fixture } = subject();
      const gifts = await ports.catalogue.gifts({ code: fixture.giftCode }, ctx(null));
      expect(gifts.length).toBeGreaterThan(0);
      for (const gift of gifts) {
        expect(gift.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect((await ports.catalogue.productById({ id: gift.product.id }, ctx(null))).code).toBe(gift.product.code);
      }
      const mangled = fixture.giftCode.toLowerCase().split('').join('.');
      expect(await ports.catalogue.gifts({ code: mangled }, ctx(null))).toEqual(gifts);
      expect(await ports.catalogue.gifts({ code: 'ZZZ-NO-SUCH-CODE-999' }, ctx(null))).toEqual([]);
    });

    it('lists the tyre sizes a snow chain fits, none for other articles', async () => {
      const { ports, fixture } = subject();
      const sizes = await ports.catalogue.tyreSizes({ code: fixture.snowChain.code }, ctx(null));
      expect(sizes).toContain(fixture.snowChain.tyreSize);
      for (const size of sizes) expect(size).toMatch(/^\d{3}\/\d{2} R\d{2}$/);
      // An exchange part and an unknown code are no snow chains.
      const part = await ports.catalogue.productById({ id: fixture.exchangePart.id }, ctx(null));
      expect(await ports.catalogue.tyreSizes({ code: part.code }, ctx(null))).toEqual([]);
      expect(await ports.catalogue.tyreSizes({ code: 'ZZZ-NO-SUCH-CODE-999' }, ctx(null))).toEqual([]);
    });

    it('has homepage promotions of real products', async () => {
      const { ports } = subject();
      const promos = await ports.catalogue.promotions({}, ctx(null));
      expect(promos.length).toBeGreaterThanOrEqual(3);
      const first = promos[0];
      if (!first) throw new Error('no promotions'); // unreachable after the length check; narrows the type
      const product = await ports.catalogue.productById({ id: first.product.id }, ctx(null));
      expect(product.code).toBe(first.product.code);
    });
  });
}
