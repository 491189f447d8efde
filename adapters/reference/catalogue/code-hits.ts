import type { Database, Statement } from '../../../shared/sqlite.ts';

/** Above every character a normalised code can hold, so `[code, code + TOP)` is a prefix range on an index. */
const TOP = '\u{10FFFF}';

export interface CodeHits {
  /** Best first: exact article code, exact OE code, cross-references of the exact article codes, article-code prefix, OE-code prefix. */
  ids: number[];
  /** A prefix range held more than `limit` rows: there are more hits than these. */
  more: boolean;
}

interface RangeParams {
  code: string;
  top: string;
  limit: number;
}
interface RangeRow {
  id: number;
  exact: 0 | 1;
}

/** The code parts of a search: index range scans on the normalised article and OE codes, each stopping at a limit. */
export class CodeSearch {
  private readonly sql: {
    articles: Statement<[RangeParams], RangeRow>;
    oe: Statement<[RangeParams], RangeRow>;
    crossReferences: Statement<[string, number], number>;
  };

  constructor(db: Database) {
    this.sql = {
      articles: db.prepare(`SELECT id, code_norm = @code AS exact FROM products
        WHERE code_norm >= @code AND code_norm < @top ORDER BY code_norm, id LIMIT @limit`),
      oe: db.prepare(`SELECT po.product_id AS id, o.code_norm = @code AS exact
        FROM oe_codes o JOIN product_oe_codes po ON po.oe_code_id = o.id
        WHERE o.code_norm >= @code AND o.code_norm < @top ORDER BY o.code_norm, o.id, po.product_id LIMIT @limit`),
      crossReferences: db.prepare<[string, number], number>(`SELECT c.other_product_id FROM json_each(?) j
        JOIN cross_references c ON c.product_id = j.value ORDER BY j.key, c.other_product_id LIMIT ?`),
    };
    this.sql.crossReferences.pluck();
  }

  /** Products whose codes start with the normalised `code`, best first, at most `limit` rows read per part. */
  find(code: string, limit: number): CodeHits {
    if (code === '') return { ids: [], more: false };
    const range = { code, top: code + TOP, limit };
    const articles = this.sql.articles.all(range);
    const oe = this.sql.oe.all(range);
    const exactArticles = articles.filter((r) => r.exact === 1).map((r) => r.id);
    const crossReferences = exactArticles.length > 0 ? this.sql.crossReferences.all(JSON.stringify(exactArticles), limit) : [];
    const ordered = [
      ...exactArticles,
      ...oe.filter((r) => r.exact === 1).map((r) => r.id),
      ...crossReferences,
      ...articles.filter((r) => r.exact === 0).map((r) => r.id),
      ...oe.filter((r) => r.exact === 0).map((r) => r.id),
    ];
    return { ids: [...new Set(ordered)], more: articles.length === limit || oe.length === limit };
  }
}
