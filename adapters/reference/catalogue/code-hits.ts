import type { Database, Statement } from '../../../shared/sqlite.ts';

/** Above every character a normalised code can hold, so `(code, code + TOP)` is a prefix range on an index. */
const TOP = '\u{10FFFF}';

export interface CodeHits {
  /** Best first: exact article code, exact OE code, cross-references of the exact article codes, article-code prefix, OE-code prefix. */
  ids: number[];
  /** A part stopped at `limit` rows: there are more hits than these. */
  more: boolean;
}

interface Params {
  code: string;
  top: string;
  limit: number;
}
type Part = Statement<[Params], number>;

/** The code parts of a search: index range scans on the normalised article and OE codes, each stopping at a limit. */
export class CodeSearch {
  private readonly parts: {
    exactArticles: Part;
    exactOe: Part;
    crossReferences: Statement<[string, number], number>;
    articlePrefix: Part;
    oePrefix: Part;
  };

  constructor(db: Database) {
    const oe = 'FROM oe_codes o JOIN product_oe_codes po ON po.oe_code_id = o.id';
    this.parts = {
      exactArticles: db.prepare('SELECT id FROM products WHERE code_norm = @code ORDER BY id LIMIT @limit'),
      exactOe: db.prepare(`SELECT po.product_id ${oe} WHERE o.code_norm = @code ORDER BY o.id, po.product_id LIMIT @limit`),
      crossReferences: db.prepare(`SELECT c.other_product_id FROM json_each(?) j
        JOIN cross_references c ON c.product_id = j.value ORDER BY j.key, c.other_product_id LIMIT ?`),
      articlePrefix: db.prepare('SELECT id FROM products WHERE code_norm > @code AND code_norm < @top ORDER BY code_norm, id LIMIT @limit'),
      oePrefix: db.prepare(`SELECT po.product_id ${oe}
        WHERE o.code_norm > @code AND o.code_norm < @top ORDER BY o.code_norm, o.id, po.product_id LIMIT @limit`),
    };
    for (const part of Object.values(this.parts)) part.pluck();
  }

  /**
   * Products whose codes are or start with the normalised `code`, best first, at most `limit` rows read per part.
   * With `stopWhenFull` the parts after the one that brings `limit` distinct hits are not read (an unfiltered
   * search needs no more to know it is capped).
   */
  find(code: string, limit: number, stopWhenFull: boolean): CodeHits {
    const ids = new Set<number>();
    if (code === '') return { ids: [], more: false };
    const params = { code, top: code + TOP, limit };
    let more = false;
    const add = (found: number[]) => {
      for (const id of found) ids.add(id);
      more ||= found.length >= limit;
      return stopWhenFull && ids.size >= limit;
    };
    const exactArticles = this.parts.exactArticles.all(params);
    const full =
      add(exactArticles) ||
      add(this.parts.exactOe.all(params)) ||
      add(exactArticles.length > 0 ? this.parts.crossReferences.all(JSON.stringify(exactArticles), limit) : []) ||
      add(this.parts.articlePrefix.all(params)) ||
      add(this.parts.oePrefix.all(params));
    return { ids: [...ids], more: more || full };
  }
}
