import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../shared/sqlite.ts';
import { ReferenceCatalogue } from '../catalogue/catalogue.ts';
import { copyTemplateTo } from '../template.ts';
import { TEST_PRODUCTS } from '../test-helpers.ts';
import { migrations, SCHEMA_VERSION } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'parts-shop-migration-4-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The parts of the parts tree: products later demo data adds outside it (version 5) never met this migration.
const groups = (db: Database) => db.prepare('SELECT id, group_id FROM products WHERE part_item_id IS NOT NULL ORDER BY id').all();
const tags = (db: Database) =>
  db
    .prepare(
      'SELECT t.* FROM product_search_tags t JOIN products p ON p.id = t.product_id WHERE p.part_item_id IS NOT NULL ORDER BY t.product_id',
    )
    .all();

describe('migration 4: catalogue search', () => {
  it('gives a database of the previous release the groups, tags and index a fresh seed writes', async () => {
    const file = copyTemplateTo(dir, TEST_PRODUCTS);
    const db = openDatabase(file, migrations);
    const ctx = { requestId: 'migration', actor: null };
    const search = (q: string) =>
      new ReferenceCatalogue({ db }).search(
        { q, filters: { brandIds: [], groupIds: [], availability: null }, sort: 'relevance', page: 1, pageSize: 100 },
        ctx,
      );
    const expected = { groups: groups(db), tags: tags(db), filtro: await search('filtro olio'), code: await search('0986') };

    // As the previous release left it: no groups on products, the two-column index, schema version 3.
    db.exec(`UPDATE products SET group_id = NULL; DROP TABLE product_search_tags; DROP TABLE products_fts;
      CREATE VIRTUAL TABLE products_fts USING fts5(description, brand, content = '', contentless_delete = 1,
        tokenize = 'unicode61 remove_diacritics 2');
      INSERT INTO products_fts (rowid, description, brand) SELECT p.id, p.description, b.name FROM products p JOIN brands b ON b.id = p.brand_id;
      PRAGMA user_version = 3;`);
    db.close();

    const migrated = openDatabase(file, migrations);
    try {
      expect(migrated.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(groups(migrated)).toEqual(expected.groups);
      expect(tags(migrated)).toEqual(expected.tags);
      const catalogue = new ReferenceCatalogue({ db: migrated });
      const again = (q: string) =>
        catalogue.search(
          { q, filters: { brandIds: [], groupIds: [], availability: null }, sort: 'relevance', page: 1, pageSize: 100 },
          ctx,
        );
      expect(await again('filtro olio')).toEqual(expected.filtro);
      expect(await again('0986')).toEqual(expected.code);
      expect(migrated.prepare('SELECT count(*) AS n FROM product_groups').get()).toEqual({ n: 20 });
    } finally {
      migrated.close();
    }
  });
});
