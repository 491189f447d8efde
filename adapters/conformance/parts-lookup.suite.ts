import { describe, expect, it } from 'vitest';
import { normaliseCode } from '../../shared/codes.ts';
import { ctx, failureCode, type ConformanceSubject } from './subject.ts';

/** What people and robots type into a search box; each must be answered (rows or none), never fail. */
const HOSTILE_QUERIES = [
  "' OR 1=1 --",
  '"; DROP TABLE products; --',
  '%',
  '_',
  '%_%',
  '\\',
  '*',
  '---',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'x'.repeat(100),
  '9'.repeat(100),
  '\u0000',
  '🙂',
  'ÄÖÜ ßç 品番',
  '\u{10FFFF}',
];

/** A code no sensible catalogue holds. */
const UNKNOWN_CODE = 'QZQZ-0000-NESSUNO-9999';

/** Shops asking for a frame: any http(s) origin, with a port or without. */
const SHOP_ORIGINS = ['https://shop.example.com', 'http://127.0.0.1:3000'];

/** What is not an origin: a frame must never be bound to it. */
const NOT_ORIGINS = ['', 'shop.example.com', 'https://shop.example.com/path', 'ftp://shop.example.com', 'javascript:alert(1)'];

/** What every implementation of the parts-lookup port (the vehicle-data search) must do. */
export function partsLookupSuite(subject: () => ConformanceSubject): void {
  describe('partsLookup', () => {
    it('answers one row per price list holding a code, whatever its spaces, dots and case', async () => {
      const { ports, fixture } = subject();
      const { code, priceListCodes } = fixture.multiListCode;
      for (const q of [code, ` ${code.toLowerCase().split('').join(' ')} `]) {
        const rows = await ports.partsLookup.articles({ q }, ctx(null));
        const exact = rows.filter((row) => normaliseCode(row.code) === normaliseCode(code));
        expect(exact.map((row) => row.priceListCode).sort()).toEqual([...priceListCodes].sort());
        for (const row of exact) expect(row.priceList.length).toBeGreaterThan(0);
        // Exact rows come before codes the query only begins.
        expect(rows.slice(0, exact.length)).toEqual(exact);
      }
    });

    it('says which rows are articles of a brand and which original numbers of a maker', async () => {
      const { ports, fixture } = subject();
      const { code, priceListCode, oe } = fixture.codedProduct;
      const articles = await ports.partsLookup.articles({ q: code }, ctx(null));
      expect(articles).toContainEqual(expect.objectContaining({ priceListCode, kind: 'article' }));
      const article = articles.find((row) => row.priceListCode === priceListCode && row.kind === 'article');
      expect(normaliseCode(article?.code ?? '')).toBe(normaliseCode(code));
      // The fixture's product has cross-references: its row offers them.
      expect(article?.withEquivalents).toBe(true);

      const originals = await ports.partsLookup.articles({ q: oe.code }, ctx(null));
      const original = originals.find((row) => row.priceListCode === oe.priceListCode);
      expect(original).toMatchObject({ kind: 'oe' });
      expect(normaliseCode(original?.code ?? '')).toBe(normaliseCode(oe.code));
    });

    it('answers codes the query begins after the exact ones, each list and code once', async () => {
      const { ports, fixture } = subject();
      const code = normaliseCode(fixture.codedProduct.code);
      const prefix = code.slice(0, Math.max(1, code.length - 2));
      const rows = await ports.partsLookup.articles({ q: prefix }, ctx(null));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(normaliseCode(row.code).startsWith(normaliseCode(prefix))).toBe(true);
      const keys = rows.map((row) => `${row.kind} ${row.priceListCode} ${normaliseCode(row.code)}`);
      expect(new Set(keys).size).toBe(keys.length);
    });

    it('answers nothing for an unknown code', async () => {
      const { ports } = subject();
      expect(await ports.partsLookup.articles({ q: UNKNOWN_CODE }, ctx(null))).toEqual([]);
    });

    it('answers at most 50 rows, even for a one-character query', async () => {
      const { ports } = subject();
      for (const q of ['0', '1', 'A']) {
        expect((await ports.partsLookup.articles({ q }, ctx(null))).length).toBeLessThanOrEqual(50);
      }
    });

    it("answers an absolute http(s) frame URL bound to the shop's origin it is asked for", async () => {
      const { ports } = subject();
      const urls: string[] = [];
      for (const origin of SHOP_ORIGINS) {
        const { url } = await ports.partsLookup.frameUrl({ origin }, ctx(null));
        const parsed = new URL(url);
        expect(['http:', 'https:'], url).toContain(parsed.protocol);
        urls.push(url);
      }
      // A page that posts only to one origin cannot be the same page for two shops.
      expect(new Set(urls).size).toBe(SHOP_ORIGINS.length);
      // An origin written with its trailing slash is the same origin, not a refusal.
      const slashed = await ports.partsLookup.frameUrl({ origin: 'https://shop.example.com/' }, ctx(null));
      expect(new URL(slashed.url).protocol).toMatch(/^https?:$/);
    });

    it('refuses as invalid a frame asked for what is not an http(s) origin', async () => {
      const { ports } = subject();
      for (const origin of NOT_ORIGINS) {
        expect(await failureCode(ports.partsLookup.frameUrl({ origin }, ctx(null))), origin).toBe('invalid');
      }
    });

    it('answers hostile and odd queries like any other', async () => {
      const { ports } = subject();
      for (const q of HOSTILE_QUERIES) {
        const rows = await ports.partsLookup.articles({ q }, ctx(null));
        expect(rows.length, q).toBeLessThanOrEqual(50);
      }
    });
  });
}
