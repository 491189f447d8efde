import { normaliseCode } from '../../../shared/codes.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';

/** Most products one row of the vehicle-data search lists (the port's limit). */
export const CODE_ROW_LIMIT = 200;

interface RowParams {
  priceListCode: string;
  code: string;
  limit: number;
}

/**
 * The products of one row of the vehicle-data search (SPEC /ricerca-avanzata): an article code in a brand's
 * price list, or an original number in a maker's, and with `withEquivalents` their cross-references after them.
 */
export class CodeRows {
  private readonly sql: {
    article: Statement<[RowParams], number>;
    oe: Statement<[RowParams], number>;
    equivalents: Statement<[string, number], number>;
  };

  constructor(db: Database) {
    // Brands and makers are a few dozen rows: their price-list codes are compared without case, unindexed.
    this.sql = {
      article: db.prepare<[RowParams], number>(`SELECT p.id FROM brands b
        JOIN products p ON p.brand_id = b.id AND p.code_norm = @code
        WHERE b.price_list_code = @priceListCode COLLATE NOCASE ORDER BY p.id LIMIT @limit`),
      oe: db.prepare<[RowParams], number>(`SELECT DISTINCT po.product_id FROM oe_codes o
        JOIN makers m ON m.id = o.maker_id AND m.price_list_code = @priceListCode COLLATE NOCASE
        JOIN product_oe_codes po ON po.oe_code_id = o.id
        WHERE o.code_norm = @code ORDER BY po.product_id LIMIT @limit`),
      equivalents: db.prepare<[string, number], number>(`SELECT c.other_product_id FROM json_each(?) j
        JOIN cross_references c ON c.product_id = j.value ORDER BY j.key, c.other_product_id LIMIT ?`),
    };
    for (const statement of Object.values(this.sql)) statement.pluck();
  }

  /** Product ids: the code's own products first, then (when asked) their equivalents; at most CODE_ROW_LIMIT. */
  find(input: { priceListCode: string; code: string; kind: 'article' | 'oe'; withEquivalents: boolean }): number[] {
    const code = normaliseCode(input.code);
    if (code === '') return [];
    const exact = this.sql[input.kind].all({ priceListCode: input.priceListCode, code, limit: CODE_ROW_LIMIT });
    if (!input.withEquivalents || exact.length === 0) return exact;
    const seen = new Set(exact);
    const equivalents = this.sql.equivalents.all(JSON.stringify(exact), CODE_ROW_LIMIT).filter((id) => !seen.has(id) && seen.add(id));
    return [...exact, ...equivalents].slice(0, CODE_ROW_LIMIT);
  }
}
