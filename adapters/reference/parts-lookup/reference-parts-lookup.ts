import type { z } from 'zod';
import { PARTS_FRAME_PATH } from './frame-page.ts';
import { normaliseCode } from '../../../shared/codes.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { PartsLookupPort } from '../../ports/index.ts';
import type { ArticleLookupRow, partsLookupPort } from '../../ports/parts-lookup.ts';

type Input<K extends keyof typeof partsLookupPort> = z.output<(typeof partsLookupPort)[K]['input']>;

/** Most rows one lookup answers (the port's limit). */
export const LOOKUP_ROW_LIMIT = 50;
/** Codes a prefix part reads at most before grouping them into rows: many products may share a prefix. */
const PREFIX_SCAN = 200;
/** Above every character a normalised code can hold, so `(code, code + TOP)` is a prefix range on an index. */
const TOP = '\u{10FFFF}';

interface Params {
  code: string;
  top: string;
  limit: number;
}

interface RawRow {
  priceListCode: string;
  priceList: string;
  code: string;
  codeNorm: string;
  description: string;
  withEquivalents: 0 | 1;
}

/** Cross-references of the article, or of any product carrying the OE number. */
const ARTICLE_EQUIVALENTS = 'EXISTS (SELECT 1 FROM cross_references c WHERE c.product_id = r.productId)';
const OE_EQUIVALENTS = `EXISTS (SELECT 1 FROM product_oe_codes po JOIN cross_references c ON c.product_id = po.product_id
  WHERE po.oe_code_id = r.oeId)`;

/**
 * The parts-catalogue provider's code lookup over the reference database: the brands' price lists hold the
 * article codes (products.code_norm), the car makers' lists their original numbers (oe_codes.code_norm). Every
 * part is an index range scan stopping at a limit, so it costs the same at a million products.
 */
export class ReferencePartsLookup implements PartsLookupPort {
  private readonly parts: Array<{ kind: ArticleLookupRow['kind']; sql: Statement<[Params], RawRow> }>;

  /** Where the frame page is served (see ReferenceOptions.partsFrameOrigin); the asking shop's origin without it. */
  private readonly frameOrigin: string | undefined;

  constructor(deps: { db: Database }, options: { frameOrigin?: string | undefined } = {}) {
    const { db } = deps;
    this.frameOrigin = options.frameOrigin;
    // One row per price list and code: the first product (or OE row) of each, grouped by SQLite's bare-column min().
    const articles = (where: string) =>
      db.prepare<[Params], RawRow>(`SELECT r.priceListCode, r.priceList, r.code, r.codeNorm, r.description,
          ${ARTICLE_EQUIVALENTS} AS withEquivalents
        FROM (SELECT b.price_list_code AS priceListCode, b.name AS priceList, p.code, p.code_norm AS codeNorm,
            p.description, min(p.id) AS productId
          FROM (SELECT id FROM products WHERE ${where} ORDER BY code_norm, id LIMIT @limit) hit
          JOIN products p ON p.id = hit.id JOIN brands b ON b.id = p.brand_id
          GROUP BY p.code_norm, b.id) r
        ORDER BY r.codeNorm, r.priceList`);
    const oeNumbers = (where: string) =>
      db.prepare<[Params], RawRow>(`SELECT r.priceListCode, r.priceList, r.code, r.codeNorm, r.description,
          ${OE_EQUIVALENTS} AS withEquivalents
        FROM (SELECT m.price_list_code AS priceListCode, m.name AS priceList, o.code, o.code_norm AS codeNorm,
            coalesce(i.name, '') AS description, min(o.id) AS oeId
          FROM (SELECT id FROM oe_codes WHERE ${where} ORDER BY code_norm, id LIMIT @limit) hit
          JOIN oe_codes o ON o.id = hit.id JOIN makers m ON m.id = o.maker_id
          LEFT JOIN part_items i ON i.id = o.part_item_id
          GROUP BY o.code_norm, m.id) r
        ORDER BY r.codeNorm, r.priceList`);
    const exact = 'code_norm = @code';
    const prefix = 'code_norm > @code AND code_norm < @top';
    this.parts = [
      { kind: 'article', sql: articles(exact) },
      { kind: 'oe', sql: oeNumbers(exact) },
      { kind: 'article', sql: articles(prefix) },
      { kind: 'oe', sql: oeNumbers(prefix) },
    ];
  }

  /**
   * Exact article codes (one row per brand list), exact OE numbers (one per maker list), then article codes and OE
   * numbers the query begins; at most LOOKUP_ROW_LIMIT rows, each price list and code once.
   */
  async articles(input: Input<'articles'>): Promise<ArticleLookupRow[]> {
    const code = normaliseCode(input.q);
    if (code === '') return [];
    const rows: ArticleLookupRow[] = [];
    const seen = new Set<string>();
    for (const [index, part] of this.parts.entries()) {
      // The exact parts read every row of that code (a code is in a few dozen lists at most); prefixes a window.
      const limit = index < 2 ? LOOKUP_ROW_LIMIT * 4 : PREFIX_SCAN;
      for (const row of part.sql.all({ code, top: code + TOP, limit })) {
        const key = `${part.kind}\u0000${row.priceListCode}\u0000${row.codeNorm}`;
        if (seen.has(key)) continue;
        seen.add(key);
        rows.push({
          priceListCode: row.priceListCode,
          priceList: row.priceList,
          code: row.code,
          kind: part.kind,
          withEquivalents: row.withEquivalents === 1,
          description: row.description,
        });
        if (rows.length >= LOOKUP_ROW_LIMIT) return rows;
      }
    }
    return rows;
  }

  /**
   * The reference frame page (frame-page.ts) on the configured frame origin, else on the shop's: the page itself
   * checks that `origin` is the shop it serves (SHOP_ORIGIN) before it shows anything.
   */
  async frameUrl(input: Input<'frameUrl'>): Promise<{ url: string }> {
    const query = new URLSearchParams({ origin: input.origin }).toString();
    return { url: `${this.frameOrigin ?? input.origin}${PARTS_FRAME_PATH}?${query}` };
  }
}
