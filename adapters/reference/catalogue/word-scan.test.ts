import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../shared/sqlite.ts';
import { migrations } from '../migrations/index.ts';
import { ReferenceCatalogue } from './catalogue.ts';
import { searchTags } from './tags.ts';
import { WordScanner } from './word-scan.ts';

/** Products described "Filtro olio" (or "Disco freno"), spread over ids so they fall in several windows. */
const FILTERS = [1, 2, 4000, 5000, 40_000, 300_000, 300_001];
const DISCS = [3, 4001, 300_002];

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:', migrations);
  db.exec(`INSERT INTO brands (id, name, price_list_code) VALUES (1, 'Bosch', 'BOS');
    INSERT INTO warehouses (code, name, sort) VALUES ('MI', 'Milano', 1);`);
  const product =
    db.prepare(`INSERT INTO products (id, brand_id, code, code_norm, description, price_list_code, list_cents, net_cents, group_id)
    VALUES (?, 1, ?, ?, ?, 'BOS', 1000, 800, 2)`);
  const fts = db.prepare('INSERT INTO products_fts (rowid, description, brand, tags) VALUES (?, ?, ?, ?)');
  const tags = db.prepare('INSERT INTO product_search_tags (product_id, brand_id, group_id, in_stock) VALUES (?, 1, 2, 0)');
  for (const [ids, description] of [
    [FILTERS, 'Filtro olio'],
    [DISCS, 'Disco freno'],
  ] as const) {
    for (const id of ids) {
      product.run(id, `C${id}`, `C${id}`, description);
      fts.run(id, description, 'Bosch', searchTags({ id, brandId: 1, groupId: 2, inStock: false }));
      tags.run(id);
    }
  }
});
afterEach(() => db.close());

describe('word scan', () => {
  const costly = { match: '{description brand} : ("filtro")', cost: 1e9 };

  it('reads a costly query window by window and finds every hit in rowid order', () => {
    const scanner = new WordScanner(db, { budgetMs: 1000, wholeScanCost: 0, firstWindowCost: 1 });
    expect(scanner.scan(costly, 100, performance.now() + 1000)).toEqual({ ids: FILTERS, truncated: false });
    expect(scanner.scan(costly, 3, performance.now() + 1000)).toEqual({ ids: FILTERS.slice(0, 3), truncated: false });
  });

  it('stops when the time is spent, saying more may exist', () => {
    const scanner = new WordScanner(db, { budgetMs: 0, wholeScanCost: 0, firstWindowCost: 1 });
    // The first window (ids 0 to 4,095) is always read.
    expect(scanner.scan(costly, 100, performance.now())).toEqual({ ids: [1, 2, 4000], truncated: true });
  });

  it('runs a cheap query over the whole index at once', () => {
    const scanner = new WordScanner(db, { budgetMs: 0, wholeScanCost: 1e9, firstWindowCost: 1 });
    expect(scanner.scan(costly, 100, performance.now())).toEqual({ ids: FILTERS, truncated: false });
  });

  it('makes a search cut short by time capped, its hits a prefix of the full answer', async () => {
    const ctx = { requestId: 'test', actor: null };
    const input: Parameters<ReferenceCatalogue['search']>[0] = {
      q: 'filtro',
      filters: { brandIds: [], groupIds: [], availability: null },
      sort: 'code',
      page: 1,
      pageSize: 24,
    };
    const full = await new ReferenceCatalogue({ db }).search(input, ctx);
    expect(full).toMatchObject({ total: FILTERS.length, capped: false, sort: 'code', facets: { complete: true } });
    const hurried = new ReferenceCatalogue({ db }, { wordScan: { budgetMs: 0, wholeScanCost: 0, firstWindowCost: 1 } });
    const cut = await hurried.search(input, ctx);
    expect(cut).toMatchObject({ capped: true, sort: 'relevance', facets: { complete: false } });
    expect(cut.total).toBeLessThan(FILTERS.length);
    expect(cut.rows.map((r) => r.id)).toEqual(FILTERS.slice(0, cut.total));
  });
});
