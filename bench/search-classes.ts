import BetterSqlite3 from 'better-sqlite3';

export const QUERY_CLASSES = [
  'article code',
  'OE code',
  'cross-reference',
  'code with spaces',
  'two words',
  'three words',
  'broad word',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

/** The distinct queries of one class, drawn from the database (the examples first when the class has them). */
export interface ClassQueries {
  class: QueryClass;
  queries: string[];
  /** How they were drawn. */
  source: string;
}

/** The examples, searched first in their class. */
const EXAMPLES: Partial<Record<QueryClass, string[]>> = {
  'code with spaces': ['HU 972/7 x'],
  'two words': ['pastiglie brembo', 'filtro olio'],
  'three words': ['disco freno ventilato'],
  'broad word': ['filtro', 'bosch'],
};

/** A repeatable spread of `count` ids over 1..last (a multiplicative walk: no two equal while count < last). */
function spreadIds(last: number, count: number, seed = 7919): number[] {
  const ids: number[] = [];
  let x = seed;
  for (let i = 0; i < count; i++) {
    x = (x * 48_271) % 2_147_483_647;
    ids.push(1 + (x % last));
  }
  return ids;
}

/** Words of a description as a user types them: lower case, without punctuation, of two letters or more. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !/^\d+$/.test(w));

/**
 * At least `perClass` distinct queries of each class of the issue, read from the database through a read-only
 * connection closed before the measurements: article codes typed without spaces, OE codes, competitors' codes
 * (products with cross-references), article codes with spaces or signs as printed, two words (a description's first
 * word and the brand, or its first two words), three words of a description, and broad words (the commonest words of
 * descriptions and brands). Spread over the whole table, the same every run.
 */
export function searchQueries(file: string, perClass = 200): ClassQueries[] {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const last = db.prepare<[], number>('SELECT max(id) FROM products').pluck().get() ?? 0;
    const product = db.prepare<[number], { code: string; codeNorm: string; description: string; brand: string }>(
      `SELECT p.code, p.code_norm AS codeNorm, p.description, b.name AS brand FROM products p
       JOIN brands b ON b.id = p.brand_id WHERE p.id = (SELECT id FROM products WHERE id >= ? ORDER BY id LIMIT 1)`,
    );
    const sets = new Map<QueryClass, Set<string>>(QUERY_CLASSES.map((c) => [c, new Set(EXAMPLES[c] ?? [])]));
    const add = (cls: QueryClass, q: string | undefined) => {
      const set = sets.get(cls);
      if (q && q.length <= 100 && set && set.size < perClass) set.add(q);
    };
    for (const id of spreadIds(last, perClass * 8)) {
      const p = product.get(id);
      if (!p) continue;
      const words = wordsOf(p.description);
      add('article code', p.codeNorm);
      if (/[^A-Za-z0-9]/.test(p.code)) add('code with spaces', p.code);
      add('two words', id % 2 ? `${words[0]} ${p.brand.toLowerCase().split(' ')[0]}` : words.slice(0, 2).join(' '));
      if (words.length >= 3) add('three words', (id % 2 ? words.slice(0, 3) : [...words.slice(0, 2), words.at(-1)]).join(' '));
    }
    const oe = db.prepare<[number, number], string>(
      `SELECT o.code FROM oe_codes o WHERE o.id >= ? AND EXISTS (SELECT 1 FROM product_oe_codes po WHERE po.oe_code_id = o.id)
       ORDER BY o.id LIMIT ?`,
    );
    const lastOe = db.prepare<[], number>('SELECT max(id) FROM oe_codes').pluck().get() ?? 0;
    for (const id of spreadIds(lastOe, perClass * 2)) add('OE code', oe.pluck().get(id, 1));
    // The product id first (the primary key's range), then its code: one join lets the planner walk products.
    const crossed = db.prepare<[number], string>(
      `SELECT code_norm FROM products WHERE id = (SELECT product_id FROM cross_references WHERE product_id >= ?
       ORDER BY product_id LIMIT 1)`,
    );
    for (const id of spreadIds(last, perClass * 2, 104_729)) add('cross-reference', crossed.pluck().get(id));
    // The commonest words of descriptions and brands (most have more hits than the count cap).
    db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.bench_vocabulary USING fts5vocab(main, 'products_fts', 'row')");
    const common = db
      .prepare<[number], string>(
        `SELECT term FROM temp.bench_vocabulary WHERE length(term) >= 3 AND term NOT GLOB '*[0-9]*'
         AND term NOT LIKE 'w%n%' AND term NOT IN ('instock', 'outofstock') ORDER BY doc DESC LIMIT ?`,
      )
      .pluck();
    for (const term of common.all(perClass * 2)) add('broad word', term);
    return QUERY_CLASSES.map((cls) => ({ class: cls, queries: [...(sets.get(cls) ?? [])], source: SOURCES[cls] }));
  } finally {
    db.close();
  }
}

const SOURCES: Record<QueryClass, string> = {
  'article code': 'products spread over the table, code typed without spaces',
  'OE code': 'OE codes that some product carries',
  'cross-reference': 'codes of products with cross-references (a competitor typing its own code)',
  'code with spaces': 'article codes with spaces or signs, as printed',
  'two words': "a description's first word and the brand, or its first two words",
  'three words': "a description's first three words, or its first two and its last",
  'broad word': 'the commonest words of descriptions and brands',
};

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
