import type { Database, Migration } from '../../../shared/sqlite.ts';

/** The ERP's merchandise groups (id, code, name), in display order. */
const PRODUCT_GROUPS: ReadonlyArray<readonly [number, string, string]> = [
  [1, 'FRE', 'Freni'],
  [2, 'FIL', 'Filtri'],
  [3, 'ACC', 'Accensione e preriscaldo'],
  [4, 'SOS', 'Sospensioni e ammortizzatori'],
  [5, 'STE', 'Sterzo'],
  [6, 'TRA', 'Trasmissione e frizione'],
  [7, 'DIS', 'Distribuzione e cinghie'],
  [8, 'RAF', 'Raffreddamento'],
  [9, 'CLI', 'Climatizzazione'],
  [10, 'ELE', 'Elettrico e sensori'],
  [11, 'BAT', 'Batterie'],
  [12, 'ILL', 'Illuminazione'],
  [13, 'TER', 'Tergicristalli'],
  [14, 'CAR', 'Carrozzeria'],
  [15, 'SCA', 'Scarico'],
  [16, 'MOT', 'Motore'],
  [17, 'LUB', 'Lubrificanti e additivi'],
  [18, 'PNE', 'Pneumatici'],
  [19, 'ACS', 'Accessori'],
  [20, 'VAR', 'Varie'],
];

/**
 * The ERP group of each part item of the demo parts tree, by the item's own name, its subgroup, then its group.
 * A frozen copy of the generator's rule (seed/product-groups.ts) as it was when this migration was written.
 */
const GROUP_OF_PART_ITEM = /* sql */ `CASE
    WHEN i.name LIKE 'Batteria%' THEN 'BAT'
    WHEN s.name = 'Climatizzazione' THEN 'CLI'
    ELSE CASE g.name
      WHEN 'Impianto frenante' THEN 'FRE'
      WHEN 'Filtri' THEN 'FIL'
      WHEN 'Accensione e preriscaldo' THEN 'ACC'
      WHEN 'Sospensioni e ammortizzatori' THEN 'SOS'
      WHEN 'Sterzo' THEN 'STE'
      WHEN 'Trasmissione' THEN 'TRA'
      WHEN 'Frizione' THEN 'TRA'
      WHEN 'Distribuzione' THEN 'DIS'
      WHEN 'Raffreddamento' THEN 'RAF'
      WHEN 'Impianto elettrico' THEN 'ELE'
      WHEN 'Illuminazione' THEN 'ILL'
      WHEN 'Tergicristalli' THEN 'TER'
      WHEN 'Carrozzeria' THEN 'CAR'
      WHEN 'Scarico' THEN 'SCA'
      WHEN 'Motore' THEN 'MOT'
      ELSE 'VAR'
    END
  END`;

/**
 * Catalogue search: the ERP's product groups (every product in one), and search tags.
 *
 * `product_search_tags` holds what search filters and counts by (brand, group, in stock anywhere), one narrow row
 * per product: counting facets over a thousand hits reads it, not the wide products rows. It is derived data like
 * products_fts (no foreign keys, rebuilt with it); the catalogue's `retagProducts` keeps it and the index in step
 * when stock changes.
 *
 * products_fts is recreated with a third column of tag tokens (`b12 g3 instock`, and the blocks of ids the row
 * falls in, `w0n3 w1n0 w2n0 w3n0 w4n0`), so filters are terms of the full-text query (index-driven) rather than a
 * filter over every hit, and a sparse query can be read one block at a time; `detail=column` (no positions: the search
 * never asks for phrases) keeps doclists small and quick to walk. Idempotent, so a copy whose user_version was
 * lowered by hand migrates again cleanly.
 */
export const catalogueSearch: Migration = {
  version: 4,
  name: 'catalogue search',
  up: (db: Database) => {
    db.exec(/* sql */ `
      CREATE TABLE IF NOT EXISTS product_groups (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,             -- the ERP's code of the group
        name TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
    `);
    const insertGroup = db.prepare('INSERT OR IGNORE INTO product_groups (id, code, name, sort) VALUES (?, ?, ?, ?)');
    PRODUCT_GROUPS.forEach(([id, code, name], index) => insertGroup.run(id, code, name, index + 1));

    const hasGroup = db.prepare("SELECT 1 FROM pragma_table_info('products') WHERE name = 'group_id'").get() !== undefined;
    if (!hasGroup) db.exec('ALTER TABLE products ADD COLUMN group_id INTEGER REFERENCES product_groups(id)');
    db.exec(/* sql */ `
      CREATE TEMP TABLE migration_item_groups AS
        SELECT i.id AS part_item_id, (SELECT id FROM product_groups WHERE code = ${GROUP_OF_PART_ITEM}) AS group_id
        FROM part_items i JOIN part_subgroups s ON s.id = i.subgroup_id JOIN part_groups g ON g.id = s.group_id;
      UPDATE products SET group_id = coalesce(
        (SELECT group_id FROM temp.migration_item_groups WHERE part_item_id = products.part_item_id),
        (SELECT id FROM product_groups WHERE code = 'VAR'))
      WHERE group_id IS NULL;
      DROP TABLE temp.migration_item_groups;

      CREATE TABLE IF NOT EXISTS product_search_tags (
        product_id INTEGER PRIMARY KEY,        -- products.id
        brand_id INTEGER NOT NULL,
        group_id INTEGER NOT NULL,
        in_stock INTEGER NOT NULL CHECK (in_stock IN (0, 1))  -- quantity > 0 in some warehouse
      );
      DELETE FROM product_search_tags;
      INSERT INTO product_search_tags (product_id, brand_id, group_id, in_stock)
        SELECT p.id, p.brand_id, p.group_id, EXISTS (SELECT 1 FROM stock s WHERE s.product_id = p.id AND s.quantity > 0)
        FROM products p;

      DROP TABLE IF EXISTS products_fts;
      -- Words of descriptions and brand names, and the tags; rowid = products.id.
      CREATE VIRTUAL TABLE products_fts USING fts5(
        description, brand, tags,
        content = '', contentless_delete = 1, detail = column,
        tokenize = 'unicode61 remove_diacritics 2'
      );
      INSERT INTO products_fts (rowid, description, brand, tags)
        SELECT p.id, p.description, b.name,
          'b' || t.brand_id || ' g' || t.group_id || CASE t.in_stock WHEN 1 THEN ' instock' ELSE ' outofstock' END
            || ' w0n' || (p.id >> 12) || ' w1n' || (p.id >> 14) || ' w2n' || (p.id >> 16) || ' w3n' || (p.id >> 18)
            || ' w4n' || (p.id >> 20)
        FROM products p JOIN brands b ON b.id = p.brand_id JOIN product_search_tags t ON t.product_id = p.id
        ORDER BY p.id;
      INSERT INTO products_fts (products_fts) VALUES ('optimize');
    `);
  },
};
