import type { Database, Statement } from '../../../shared/sqlite.ts';

/**
 * Search tags: what filters narrow by, as tokens of the `tags` column of products_fts (`b12 g3 instock`), so a
 * filter is a term of the full-text query and the index finds the filtered hits itself. The same values are kept
 * in product_search_tags, a narrow table facets are counted from.
 *
 * Each row also carries window tokens (`w0n3 w1n0 w2n0 w3n0 w4n0`): the aligned block of ids it falls in, at five
 * sizes. FTS5 stops a query at a rowid bound only once it has found the next match, which for words whose
 * products rarely meet is far away or nowhere (the whole index read); a window token in the query is a term
 * whose doclist ends with the window, so the search of one window ends there.
 */
export interface SearchTagValues {
  /** The product's id (its rowid in products_fts). */
  id: number;
  brandId: number;
  groupId: number;
  /** Quantity above zero in some warehouse. */
  inStock: boolean;
}

export const brandTag = (brandId: number): string => `b${brandId}`;
export const groupTag = (groupId: number): string => `g${groupId}`;
export const stockTag = (inStock: boolean): string => (inStock ? 'instock' : 'outofstock');

/** Window sizes, as powers of two: 4,096, 16,384, 65,536, 262,144 and 1,048,576 ids. */
export const WINDOW_SHIFTS = [12, 14, 16, 18, 20] as const;
/** What every window token of one level (an index of WINDOW_SHIFTS) starts with. */
export const windowPrefix = (level: number): string => `w${level}n`;
/** The window token of ids `index << shift` to `((index + 1) << shift) - 1`, at `level`. */
export const windowTag = (level: number, index: number): string => `${windowPrefix(level)}${index}`;

/** The `tags` column of a product's row in products_fts. */
export function searchTags(values: SearchTagValues): string {
  const windows = WINDOW_SHIFTS.map((shift, level) => windowTag(level, values.id >> shift));
  return [brandTag(values.brandId), groupTag(values.groupId), stockTag(values.inStock), ...windows].join(' ');
}

interface TagRow {
  id: number;
  brandId: number;
  groupId: number;
  inStock: 0 | 1;
  description: string;
  brand: string;
  /** The values indexed now; null when the product has no tags row yet. */
  taggedBrandId: number | null;
  taggedGroupId: number | null;
  taggedInStock: 0 | 1 | null;
}

interface RetagStatements {
  read: Statement<[string], TagRow>;
  saveTags: Statement<[number, number, number, number]>;
  unindex: Statement<[number]>;
  index: Statement<[number, string, string, string]>;
}
const statements = new WeakMap<Database, RetagStatements>();

function prepare(db: Database): RetagStatements {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = {
      read: db.prepare(`SELECT p.id, p.brand_id AS brandId,
          coalesce(p.group_id, (SELECT id FROM product_groups WHERE code = 'VAR')) AS groupId,
          EXISTS (SELECT 1 FROM stock s WHERE s.product_id = p.id AND s.quantity > 0) AS inStock,
          p.description, b.name AS brand,
          t.brand_id AS taggedBrandId, t.group_id AS taggedGroupId, t.in_stock AS taggedInStock
        FROM products p JOIN brands b ON b.id = p.brand_id LEFT JOIN product_search_tags t ON t.product_id = p.id
        WHERE p.id IN (SELECT value FROM json_each(?))`),
      saveTags: db.prepare('INSERT OR REPLACE INTO product_search_tags (product_id, brand_id, group_id, in_stock) VALUES (?, ?, ?, ?)'),
      // A contentless table forgets a row by rowid alone; the new row is then written whole.
      unindex: db.prepare('DELETE FROM products_fts WHERE rowid = ?'),
      index: db.prepare('INSERT INTO products_fts (rowid, description, brand, tags) VALUES (?, ?, ?, ?)'),
    };
    statements.set(db, prepared);
  }
  return prepared;
}

/**
 * Brings the search tags of these products in line with their data (stock, brand, group): call it in the
 * transaction that changed their stock (checkout, stock import). Only products whose tags differ are written;
 * unknown ids are skipped. Returns how many were re-tagged.
 */
export function retagProducts(db: Database, productIds: readonly number[]): number {
  if (productIds.length === 0) return 0;
  const sql = prepare(db);
  const run = db.transaction(() => {
    let changed = 0;
    for (const row of sql.read.all(JSON.stringify(productIds))) {
      const same = row.taggedBrandId === row.brandId && row.taggedGroupId === row.groupId && row.taggedInStock === row.inStock;
      if (same) continue;
      sql.saveTags.run(row.id, row.brandId, row.groupId, row.inStock);
      sql.unindex.run(row.id);
      sql.index.run(row.id, row.description, row.brand, searchTags({ ...row, inStock: row.inStock === 1 }));
      changed++;
    }
    return changed;
  });
  return run();
}
