import type { SearchFilters } from '../../../shared/contract/catalogue.ts';
import { normaliseCode } from '../../../shared/codes.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import { CodeSearch } from './code-hits.ts';
import type { Vocabulary } from './vocabulary.ts';
import { WordScanner, type WordScanOptions } from './word-scan.ts';
import { wordsQuery } from './words.ts';

export interface SearchHits {
  /** Best first, at most the count cap. */
  ids: number[];
  /** Counting stopped before every hit was known: at the cap, or at the time budget of a sparse word query. */
  capped: boolean;
}

export const NO_FILTERS: SearchFilters = { brandIds: [], groupIds: [], availability: null };

interface FilterParams {
  ids: string;
  brands: string;
  groups: string;
  stock: number | null;
}

/**
 * Finds the hits of a query, best first, never more than `countCap` (+1 to know there are more) from any part.
 * Ranks: exact article code, exact OE code, cross-references of the exact article codes, article-code prefix,
 * OE-code prefix (index range scans), then words (products_fts, filters as tag terms, in rowid order). Nothing is
 * ranked or counted beyond the cap.
 */
export class HitFinder {
  private readonly codes: CodeSearch;
  private readonly words: WordScanner;
  private readonly filter: Statement<[FilterParams], number>;
  private readonly wordsAmong: Statement<[{ match: string; ids: string; limit: number }], number>;

  constructor(
    db: Database,
    private readonly vocabulary: Vocabulary,
    private readonly options: { countCap: number; wordScan: WordScanOptions },
  ) {
    this.codes = new CodeSearch(db);
    this.words = new WordScanner(db, options.wordScan);
    this.filter = db.prepare<[FilterParams], number>(`SELECT j.value FROM json_each(@ids) j
      JOIN product_search_tags t ON t.product_id = j.value
      WHERE (@brands = '[]' OR t.brand_id IN (SELECT value FROM json_each(@brands)))
        AND (@groups = '[]' OR t.group_id IN (SELECT value FROM json_each(@groups)))
        AND (@stock IS NULL OR t.in_stock = @stock)
      ORDER BY j.key`);
    this.filter.pluck();
    this.wordsAmong = db
      .prepare<[{ match: string; ids: string; limit: number }], number>(
        `SELECT rowid FROM products_fts WHERE products_fts MATCH @match
          AND rowid IN (SELECT value FROM json_each(@ids)) ORDER BY rowid LIMIT @limit`,
      )
      .pluck();
  }

  /**
   * A search narrowed to a set of products (at most a few thousand): the code hits within the set, then the word
   * hits among the set's rows only (products_fts by rowid), so no hit of the set is lost behind the count cap.
   */
  private findAmong(q: string, filters: SearchFilters & { productIds: number[] }): SearchHits {
    const cap = this.options.countCap;
    const limit = cap + 1;
    const among = new Set(filters.productIds);
    if (among.size === 0) return { ids: [], capped: false };
    const code = this.codes.find(normaliseCode(q), limit, false);
    let ids = code.ids.filter((id) => among.has(id));
    if (ids.length > 0 && filtered({ ...filters, productIds: undefined })) ids = this.narrow(ids, filters);
    let more = code.more;
    const query = wordsQuery(q, filters, this.vocabulary);
    if (query && ids.length <= cap) {
      const words = this.wordsAmong.all({ match: query.match, ids: JSON.stringify([...among]), limit });
      const seen = new Set(ids);
      ids = ids.concat(words.filter((id) => !seen.has(id)));
      more ||= words.length >= limit;
    }
    return { ids: ids.slice(0, cap), capped: more || ids.length > cap };
  }

  find(q: string, filters: SearchFilters): SearchHits {
    const started = performance.now();
    this.vocabulary.refreshIfChanged();
    if (filters.productIds) return this.findAmong(q, { ...filters, productIds: filters.productIds });
    const cap = this.options.countCap;
    const limit = cap + 1;
    const narrowed = filtered(filters);
    const code = this.codes.find(normaliseCode(q), limit, !narrowed);
    // Code hits are few but for very short codes; their filters are checked on at most `limit` rows per part, and
    // a part cut at its limit leaves the total unknown (capped) when filtered.
    let ids = narrowed && code.ids.length > 0 ? this.narrow(code.ids, filters) : code.ids;
    let more = code.more;
    if (ids.length <= cap) {
      const query = wordsQuery(q, filters, this.vocabulary);
      if (query) {
        const words = this.words.scan(query, limit, started + this.options.wordScan.budgetMs);
        const seen = new Set(ids);
        ids = ids.concat(words.ids.filter((id) => !seen.has(id)));
        more ||= words.truncated || words.ids.length >= limit;
      }
    }
    return { ids: ids.slice(0, cap), capped: more || ids.length > cap };
  }

  private narrow(ids: number[], filters: SearchFilters): number[] {
    return this.filter.all({
      ids: JSON.stringify(ids),
      brands: JSON.stringify(filters.brandIds),
      groups: JSON.stringify(filters.groupIds),
      stock: filters.availability === null ? null : filters.availability === 'in-stock' ? 1 : 0,
    });
  }
}

function filtered(filters: SearchFilters): boolean {
  return filters.brandIds.length > 0 || filters.groupIds.length > 0 || filters.availability !== null || filters.productIds !== undefined;
}
