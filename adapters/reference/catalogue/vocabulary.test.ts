import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../shared/sqlite.ts';
import { migrations } from '../migrations/index.ts';
import { NO_FILTERS } from './search.ts';
import { Vocabulary } from './vocabulary.ts';
import { queryWords, scanCost, TERMS_PER_QUERY, TERMS_PER_WORD, wordsQuery } from './words.ts';

/** Descriptions (brand Bosch) by how many products carry them. */
const ROWS: Array<[string, number]> = [
  ['Filtro olio', 6],
  ['Filtro aria', 3],
  ['Filtrante', 1],
  ['Fanale posteriore', 2],
  ['Forcella frizione', 4],
  ['Fili candela', 1],
  ['Flangia', 1],
  ['Fascetta', 1],
  ['Faro', 1],
  ['Fusibile', 5],
  ["Bobina d'accensione, Ø 90 mm", 2],
];

let db: Database;
let nextId = 1;
/** A product and its row in the index (the vocabulary watches the products' last id). */
function index(description: string, tags = 'b1 g1 instock', id = nextId++): void {
  db.prepare(
    `INSERT OR IGNORE INTO products (id, brand_id, code, code_norm, description, price_list_code, list_cents, net_cents)
    VALUES (?, 1, 'X', 'X', ?, 'BOS', 1, 1)`,
  ).run(id, description);
  db.prepare('INSERT INTO products_fts (rowid, description, brand, tags) VALUES (?, ?, ?, ?)').run(id, description, 'Bosch', tags);
}

beforeEach(() => {
  db = openDatabase(':memory:', migrations);
  db.exec("INSERT INTO brands (id, name, price_list_code) VALUES (1, 'Bosch', 'BOS')");
  nextId = 1;
  for (const [description, times] of ROWS) for (let i = 0; i < times; i++) index(description, i % 2 ? 'b1 g2 outofstock' : 'b1 g1 instock');
});
afterEach(() => db.close());

describe('vocabulary', () => {
  it('expands a prefix into exact terms: the word itself first, then the most frequent', () => {
    const vocabulary = new Vocabulary(db);
    expect(vocabulary.expand('filtro', 8)).toEqual(['filtro']);
    expect(vocabulary.expand('filtr', 8)).toEqual(['filtro', 'filtrante']);
    expect(vocabulary.expand('fa', 8)).toEqual(['fanale', 'faro', 'fascetta']);
    expect(vocabulary.expand('f', 3)).toEqual(['filtro', 'fusibile', 'forcella']);
    expect(vocabulary.expand('fili', 8)).toEqual(['fili']);
    expect(vocabulary.expand('fil', 8)).toEqual(['filtro', 'fili', 'filtrante']);
    expect(vocabulary.expand('zz', 8)).toEqual([]);
    expect(vocabulary.expand('ø', 8)).toEqual(['ø']);
  });

  it('knows how many products hold a term or carry a tag, and leaves tags out of the words', () => {
    const vocabulary = new Vocabulary(db);
    expect(vocabulary.docs('filtro')).toBe(9);
    expect(vocabulary.docs('bosch')).toBe(27);
    expect(vocabulary.tagged('instock')).toBe(17);
    expect(vocabulary.tagged('g2')).toBe(10);
    expect(vocabulary.expand('instock', 8)).toEqual([]);
    expect(vocabulary.expand('b1', 8)).toEqual([]);
  });

  it('reads itself again, in the background, when products are added, but not when they are re-tagged', async () => {
    const vocabulary = new Vocabulary(db);
    db.prepare('DELETE FROM products_fts WHERE rowid = 1').run();
    index('Filtro olio', 'b1 g2 outofstock', 1);
    vocabulary.refreshIfChanged();
    expect(vocabulary.reloading).toBeNull();

    index('Zanzariera');
    vocabulary.refreshIfChanged();
    expect(vocabulary.expand('zanz', 8)).toEqual([]);
    await vocabulary.reloading;
    expect(vocabulary.expand('zanz', 8)).toEqual(['zanzariera']);
    expect(vocabulary.expand('filtr', 8)).toEqual(['filtro', 'filtrante']);
    expect(vocabulary.tagged('instock')).toBe(17);
    expect(vocabulary.tagged('outofstock')).toBe(11);
    vocabulary.refreshIfChanged();
    expect(vocabulary.reloading).toBeNull();
  });
});

describe('query words', () => {
  it('cuts and folds a query as the index does: letters and digits, lower case, no accents, each once', () => {
    expect(queryWords("Bobina d'ACCENSIONE, Ø 90 mm")).toEqual(['bobina', 'd', 'accensione', 'ø', '90', 'mm']);
    expect(queryWords('Pàstiglie   FRENO freno')).toEqual(['pastiglie', 'freno']);
    expect(queryWords('HU 972/7 x')).toEqual(['hu', '972', '7', 'x']);
    expect(queryWords('--- ... *')).toEqual([]);
  });

  it('makes every word required, each the OR of the terms it starts, and filters tag terms', () => {
    const vocabulary = new Vocabulary(db);
    const query = wordsQuery('filtr OLIO', { brandIds: [1, 2], groupIds: [3], availability: 'in-stock' }, vocabulary);
    expect(query?.match).toBe(
      '{description brand} : (("filtro" OR "filtrante") AND ("olio")) AND tags : ("b1" OR "b2") AND tags : ("g3") AND tags : ("instock")',
    );
    expect(wordsQuery('filtro zanzariera', NO_FILTERS, vocabulary)).toBeNull();
    expect(wordsQuery('***', NO_FILTERS, vocabulary)).toBeNull();
  });

  it('caps the terms of a word and of a query, keeping at least one per word', () => {
    const vocabulary = new Vocabulary(db);
    const one = wordsQuery('f', NO_FILTERS, vocabulary)!;
    expect(one.match.match(/"/g)?.length).toBe(2 * TERMS_PER_WORD);
    const five = wordsQuery('f fi fa fo fu', NO_FILTERS, vocabulary)!;
    for (const group of five.match.split(' AND ')) expect(group.match(/"/g)?.length).toBeLessThanOrEqual(2 * (TERMS_PER_QUERY / 5));
    // More words than the query has terms for: each keeps one, the word itself (a10 to a19 start with a1 too).
    const words = Array.from({ length: TERMS_PER_QUERY + 8 }, (_, i) => `a${i + 1}`);
    index(words.join(' '));
    const many = wordsQuery(words.join(' '), NO_FILTERS, new Vocabulary(db))!;
    expect(many.match).toBe(`{description brand} : (${words.map((w) => `("${w}")`).join(' AND ')})`);
  });

  it('never passes the query text to FTS5: only quoted vocabulary terms', () => {
    const vocabulary = new Vocabulary(db);
    for (const q of ['" OR 1=1 --', 'filtro" OR "x', 'NEAR(filtro olio)', 'filtro*', '{description}: olio', 'olio^', 'olio AND NOT']) {
      const query = wordsQuery(q, NO_FILTERS, vocabulary);
      if (query) expect(query.match).toMatch(/^\{description brand\} : \((\(("[a-zø0-9]+"( OR )?)+\)( AND )?)+\)$/);
      if (query) expect(() => db.prepare('SELECT rowid FROM products_fts WHERE products_fts MATCH ?').all(query.match)).not.toThrow();
    }
  });

  it('estimates a scan by the rarest group, others sought into, an OR costing per term', () => {
    expect(scanCost([])).toBe(0);
    expect(scanCost([{ terms: ['filtro'], docs: 1000 }])).toBe(1000);
    expect(
      scanCost([
        { terms: ['asse'], docs: 200_000 },
        { terms: ['ventilato'], docs: 1000 },
        { terms: ['a', 'b'], docs: 5000 },
      ]),
    ).toBe(32_000 + 1000 + 2 * 5000);
  });
});
