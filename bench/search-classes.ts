import BetterSqlite3 from 'better-sqlite3';

/** One query of the benchmark and the class it stands for. */
export interface SearchQuery {
  class: 'article code' | 'OE code' | 'cross-reference' | 'code with spaces' | 'two words' | 'broad word';
  q: string;
  /** Where the query came from when it was read from the database. */
  note?: string;
}

/**
 * The query classes on this database: an article code, an OE code and a competitor's code (a product
 * with cross-references) read from it, so every size has real hits; the fixed texts as the issue wrote them.
 * Read through a read-only connection that is closed before the measurements start.
 */
export function searchQueries(file: string): SearchQuery[] {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const one = (sql: string) => db.prepare<[], { code: string; note: string }>(sql).get();
    // A Bosch code typed without its spaces (0986494104) where the brand exists, else any product's in the middle of the table.
    const article =
      one(`SELECT p.code_norm AS code, 'product ' || p.id || ', ' || b.name || ' ' || p.code AS note
           FROM products p JOIN brands b ON b.id = p.brand_id
           WHERE b.name = 'Bosch' AND p.code_norm GLOB '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' ORDER BY p.id LIMIT 1`) ??
      one(`SELECT code, 'product ' || id AS note FROM products ORDER BY id LIMIT 1 OFFSET (SELECT COUNT(*) / 2 FROM products)`);
    const oe =
      one(`SELECT code, 'issue''s example' AS note FROM oe_codes WHERE code_norm = '77103173' LIMIT 1`) ??
      one(`SELECT o.code, 'OE of ' || m.name AS note FROM oe_codes o JOIN makers m ON m.id = o.maker_id
           JOIN product_oe_codes po ON po.oe_code_id = o.id ORDER BY o.id LIMIT 1`);
    const competitor = one(`SELECT p.code, 'product ' || p.id || ', ' || b.name || ', ' ||
           (SELECT COUNT(*) FROM cross_references x WHERE x.product_id = p.id) || ' cross-references' AS note
         FROM products p JOIN brands b ON b.id = p.brand_id
         WHERE p.id = (SELECT product_id FROM cross_references ORDER BY product_id LIMIT 1 OFFSET 100)`);
    const queries: SearchQuery[] = [];
    const add = (cls: SearchQuery['class'], row: { code: string; note: string } | undefined) => {
      if (row) queries.push({ class: cls, q: row.code, note: row.note });
      else console.warn(`  no ${cls} in this database: that class is left out`);
    };
    add('article code', article);
    add('OE code', oe);
    add('cross-reference', competitor);
    queries.push({ class: 'code with spaces', q: 'HU 972/7 x' });
    for (const q of ['pastiglie brembo', 'filtro olio', 'disco freno ventilato']) queries.push({ class: 'two words', q });
    for (const q of ['filtro', 'bosch']) queries.push({ class: 'broad word', q });
    return queries;
  } finally {
    db.close();
  }
}

/** The demo customer's user and customer ids, for calling ports in-process as that customer. */
export function demoCustomerActor(file: string, username = 'demo'): { userId: number; customerId: number } {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare<[string], { userId: number; customerId: number }>(
        'SELECT id AS userId, customer_id AS customerId FROM users WHERE username = ?',
      )
      .get(username);
    if (!row) throw new Error(`no user ${username} in ${file}`);
    return row;
  } finally {
    db.close();
  }
}

/** The search page's URL for a query, as the SPA builds it. */
export const searchPath = (q: string) => `/cerca?${new URLSearchParams({ q }).toString()}`;
