import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { normaliseCode } from '../../../shared/codes.ts';
import { openDatabase } from '../../../shared/sqlite.ts';
import { migrations } from '../migrations/index.ts';
import { templateDatabase } from '../template.ts';
import { partitaIva } from './customers.ts';
import { DEFAULT_PRODUCTS, isSeeded, seedDatabase } from './index.ts';
import { Rng } from './prng.ts';

function seeded(products: number, seed?: number) {
  const db = openDatabase(':memory:', migrations);
  const report = seedDatabase(db, { products, seed });
  return { db, report };
}

const snapshot = (db: Database.Database) => ({
  products: db.prepare('SELECT * FROM products ORDER BY id').all(),
  oe: db.prepare('SELECT * FROM oe_codes ORDER BY id').all(),
  vehicles: db.prepare('SELECT * FROM vehicles ORDER BY id').all(),
  customers: db.prepare('SELECT * FROM customers ORDER BY id').all(),
  users: db.prepare('SELECT id, username, roles, customer_id, password_hash IS NULL AS locked FROM users ORDER BY id').all(),
  stock: db.prepare('SELECT * FROM stock ORDER BY product_id, warehouse_code').all(),
  applications: db.prepare('SELECT count(*) AS n FROM vehicle_parts').get(),
  relations: db.prepare('SELECT * FROM product_relations ORDER BY product_id, kind, related_product_id').all(),
});

describe('demo data generator', () => {
  it('produces the same data from the same seed', () => {
    const a = seeded(1500);
    const b = seeded(1500);
    expect(snapshot(b.db)).toEqual(snapshot(a.db));
    const c = seeded(1500, 7);
    expect((c.db.prepare('SELECT code FROM products WHERE id = 1').get() as { code: string }).code).not.toBe(
      (a.db.prepare('SELECT code FROM products WHERE id = 1').get() as { code: string }).code,
    );
  });

  it('writes consistent products: normalised codes, prices, pack rules and OE numbers', () => {
    const { db, report } = seeded(2000);
    expect(report.products).toBe(2000);
    const products = db.prepare('SELECT code, code_norm, list_cents, net_cents, pack_qty, min_qty FROM products').all() as Array<{
      code: string;
      code_norm: string;
      list_cents: number;
      net_cents: number;
      pack_qty: number;
      min_qty: number;
    }>;
    for (const p of products) {
      expect(p.code_norm).toBe(normaliseCode(p.code));
      expect(p.net_cents).toBeGreaterThan(0);
      expect(p.net_cents).toBeLessThan(p.list_cents);
      expect(p.min_qty % p.pack_qty).toBe(0);
    }
    expect(products.some((p) => p.pack_qty === 4 && p.min_qty === 4)).toBe(true);
    // The generator's own numbers (rows 1 to oeCodes): one to four a product; version 13 gives a cluster it reuses
    // one more number per maker of the platform, so a part carries at most a dozen.
    const perProduct = db.prepare<[number], { least: number; most: number; all: number }>(
      `SELECT min(n) AS least, max(n) AS most, max(total) AS "all" FROM
      (SELECT p.id, count(po.oe_code_id) FILTER (WHERE po.oe_code_id <= ?) AS n, count(po.oe_code_id) AS total
        FROM products p LEFT JOIN product_oe_codes po ON po.product_id = p.id
        WHERE p.part_item_id IS NOT NULL AND p.id <= (SELECT products FROM seed_state) GROUP BY p.id)`,
    );
    expect(perProduct.get(report.oeCodes)).toEqual({ least: 1, most: expect.any(Number), all: expect.any(Number) });
    expect(perProduct.get(report.oeCodes)?.most).toBeLessThanOrEqual(4);
    expect(perProduct.get(report.oeCodes)?.all).toBeLessThanOrEqual(12);
    const outOfStock = db.prepare('SELECT count(*) AS n FROM products WHERE id NOT IN (SELECT product_id FROM stock)').get() as {
      n: number;
    };
    expect(outOfStock.n).toBeGreaterThan(0);
  });

  it('writes plausible vehicles with the fuel codes of the spec', () => {
    const { db } = seeded(100);
    const vehicles = db.prepare('SELECT kw, cv, fuel, cm3, valves, date_from, date_to FROM vehicles').all() as Array<{
      kw: number;
      cv: number;
      fuel: string;
      cm3: number;
      valves: number;
      date_from: string;
      date_to: string | null;
    }>;
    for (const v of vehicles) {
      expect(v.cv).toBe(Math.round(v.kw * 1.36));
      expect('AMNBDG').toContain(v.fuel);
      expect(v.fuel === 'A' ? v.cm3 === 0 : v.cm3 > 600).toBe(true);
      expect(v.date_from).toMatch(/^\d{4}-\d{2}$/);
      if (v.date_to !== null) expect(v.date_to >= v.date_from).toBe(true);
    }
    expect(new Set(vehicles.map((v) => v.fuel))).toEqual(new Set(['A', 'M', 'N', 'B', 'D', 'G']));
  });

  it('makes valid Italian VAT numbers', () => {
    const rng = new Rng(1);
    for (let i = 0; i < 50; i++) {
      const vat = partitaIva(rng);
      expect(vat).toMatch(/^\d{11}$/);
      const sum = [...vat].reduce((acc, ch, index) => {
        let d = Number(ch);
        if (index % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
        return acc + d;
      }, 0);
      expect(sum % 10).toBe(0);
    }
  });

  it('rolls back entirely when seeding fails, and seeds cleanly on the next try', () => {
    const db = openDatabase(':memory:', migrations);
    db.exec(`CREATE TEMP TRIGGER fail_seed BEFORE INSERT ON promotions BEGIN SELECT RAISE(ABORT, 'killed'); END`);
    expect(() => seedDatabase(db, { products: 300 })).toThrow(/killed/);
    expect(isSeeded(db)).toBe(false);
    expect(db.prepare('SELECT count(*) AS n FROM products').get()).toEqual({ n: 0 });
    db.exec('DROP TRIGGER fail_seed');
    expect(seedDatabase(db, { products: 300, onlyIfUnseeded: true })?.products).toBe(300);
    expect(isSeeded(db)).toBe(true);
    expect(seedDatabase(db, { products: 300, onlyIfUnseeded: true })).toBeNull();
  });

  it('rejects a size outside 1..1,000,000', () => {
    const db = openDatabase(':memory:', migrations);
    expect(() => seedDatabase(db, { products: 0 })).toThrow(/seedProducts/);
    expect(() => seedDatabase(db, { products: 1_000_001 })).toThrow(/seedProducts/);
  });

  it('meets the minimum counts at the default size', { timeout: 120_000 }, () => {
    const db = new Database(templateDatabase(DEFAULT_PRODUCTS), { readonly: true });
    try {
      const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
      // The size counts the base generator's parts; version 5 adds deposit articles and snow chains, outside the parts
      // tree, and version 13 the parts versions lacked (an engine's parts carry the OE number of each maker sharing it).
      expect(count('SELECT count(*) AS n FROM products WHERE part_item_id IS NOT NULL AND id <= 50000')).toBe(DEFAULT_PRODUCTS);
      expect(count('SELECT products AS n FROM seed_state')).toBe(DEFAULT_PRODUCTS);
      expect(count('SELECT count(*) AS n FROM makers')).toBeGreaterThanOrEqual(30);
      expect(count('SELECT count(*) AS n FROM models')).toBeGreaterThanOrEqual(300);
      expect(count('SELECT count(*) AS n FROM vehicles')).toBeGreaterThanOrEqual(3000);
      expect(count('SELECT count(*) AS n FROM brands')).toBeGreaterThanOrEqual(15);
      expect(count('SELECT count(DISTINCT brand_id) AS n FROM products')).toBeGreaterThanOrEqual(15);
      expect(count('SELECT count(*) AS n FROM customers')).toBeGreaterThanOrEqual(200);
      expect(count('SELECT count(*) AS n FROM users')).toBeGreaterThan(count('SELECT count(*) AS n FROM customers'));
      expect(count('SELECT count(*) AS n FROM users WHERE password_hash IS NOT NULL')).toBe(3);
      expect(count('SELECT count(*) AS n FROM promotions')).toBeGreaterThanOrEqual(9);
      expect(count('SELECT count(*) AS n FROM warehouses')).toBeGreaterThanOrEqual(3);
      expect(count('SELECT count(*) AS n FROM part_groups')).toBeGreaterThanOrEqual(10);
      expect(count('SELECT count(*) AS n FROM cross_references')).toBeGreaterThan(0);
      expect(count('SELECT count(DISTINCT vehicle_id) AS n FROM vehicle_parts')).toBeGreaterThanOrEqual(3000);
      const names = (db.prepare('SELECT name FROM makers').all() as Array<{ name: string }>).map((m) => m.name);
      expect(names).toEqual(expect.arrayContaining(['Fiat', 'Alfa Romeo', 'Lancia', 'Volkswagen', 'Renault', 'Citroën', 'Tesla']));
    } finally {
      db.close();
    }
  });
});
