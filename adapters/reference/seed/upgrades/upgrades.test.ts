import { mkdtempSync, rmSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../../shared/sqlite.ts';
import { openReference, REFERENCE_FILE } from '../../index.ts';
import { migrations } from '../../migrations/index.ts';
import { copyTemplateTo, templateDatabase } from '../../template.ts';
import { ctxOf, TEST_PRODUCTS } from '../../test-helpers.ts';
import { DEFAULT_SEED, GENERATOR_VERSION, seedDatabase, upgradeDemoData } from '../index.ts';
import { normaliseCode } from '../../../../shared/codes.ts';
import { BRANDS } from '../brands-data.ts';
import { EXCHANGE_PARTS } from '../product-page/core-deposits.ts';
import { PRODUCT_PAGE_SAMPLES } from '../product-page/samples.ts';
import { CHAIN_BRAND } from '../product-page/snow-chains.ts';
import { Rng } from '../prng.ts';
import { completeVehiclesData } from './013-complete-vehicles.ts';
import { BASE_GENERATOR_VERSION, DATA_UPGRADES } from './index.ts';

const relations = (db: Database) =>
  db.prepare('SELECT product_id, kind, related_product_id FROM product_relations ORDER BY product_id, kind, related_product_id').all();
/** The rows of version 4, supplier orders without their dates (those follow the day the data is made). */
const offers = (db: Database) => ({
  addresses: db.prepare('SELECT * FROM customer_addresses ORDER BY id').all(),
  conditions: db.prepare('SELECT * FROM customer_conditions ORDER BY customer_id').all(),
  discounts: db.prepare('SELECT * FROM customer_brand_discounts ORDER BY customer_id, brand_id').all(),
  zones: db.prepare('SELECT * FROM delivery_zones ORDER BY province').all(),
  runs: db.prepare('SELECT * FROM van_runs ORDER BY warehouse_code, departs').all(),
  services: db.prepare('SELECT * FROM warehouse_services ORDER BY warehouse_code').all(),
  shuttles: db.prepare('SELECT * FROM warehouse_shuttles ORDER BY from_code, to_code').all(),
  suppliers: db.prepare('SELECT * FROM supplier_lead_times ORDER BY brand_id').all(),
  incoming: db.prepare('SELECT id, product_id, warehouse_code, quantity FROM incoming_stock ORDER BY id').all(),
});
const plates = (db: Database) => db.prepare('SELECT * FROM vehicle_plates ORDER BY plate, vehicle_id').all();
/** Version 8's rows: what each configurator filters the catalogue's products by. */
const configurators = (db: Database) =>
  Object.fromEntries(
    ['tyres', 'oils', 'oil_specs', 'oil_approvals', 'batteries', 'battery_vehicles', 'car_fits', 'roof_boxes'].map((table) => [
      table,
      db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all(),
    ]),
  );
const count = (db: Database, sql: string) => db.prepare<[], { n: number }>(sql).get()?.n;
const recordedVersion = (db: Database) =>
  db.prepare<[], { version: number }>('SELECT generator_version AS version FROM seed_state').get()?.version;

/** Version 5's rows, movements without their dates (those follow the day the data is made). */
const productPage = (db: Database) => ({
  deposits: db.prepare('SELECT * FROM core_deposits ORDER BY product_id').all(),
  chains: db.prepare('SELECT * FROM snow_chains ORDER BY product_id').all(),
  sizes: db.prepare('SELECT * FROM snow_chain_sizes ORDER BY product_id, width, ratio, diameter').all(),
  gifts: db.prepare('SELECT id, code_norm, gift_product_id, title, min_quantity, quantity FROM gifts ORDER BY id').all(),
  movements: db
    .prepare('SELECT id, customer_id, product_id, kind, quantity, warehouse_code, amount_cents FROM customer_movements ORDER BY id')
    .all(),
  added: db.prepare('SELECT p.*, b.name AS brand FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id > 400 ORDER BY p.id').all(),
});

/**
 * A database as the base generator left it: the upgrades' rows gone, with the products and brands they added to the
 * catalogue (and those products' stock and search rows), its recorded version the base one.
 */
function downgrade(db: Database): void {
  const tables = DATA_UPGRADES.toReversed().flatMap((upgrade) => upgrade.tables);
  const added = 'SELECT id FROM products WHERE id > (SELECT products FROM seed_state)';
  // The base generator numbers its OE rows 1 to oeCodes (the same at every seeding of a size); later rows are
  // version 13's: new clusters, and new numbers of the clusters it reused, with their fittings.
  const baseOe = baseOeCount(count(db, 'SELECT products AS n FROM seed_state') ?? 0);
  db.exec(`${tables.map((t) => `DELETE FROM ${t};`).join(' ')}
    DELETE FROM vehicle_parts WHERE oe_code_id > ${baseOe}; DELETE FROM product_oe_codes WHERE oe_code_id > ${baseOe};
    DELETE FROM oe_codes WHERE id > ${baseOe}; DELETE FROM product_oe_codes WHERE product_id IN (${added});
    DELETE FROM cross_references WHERE product_id IN (${added}) OR other_product_id IN (${added});
    DELETE FROM cross_references WHERE NOT EXISTS (SELECT 1 FROM product_oe_codes a JOIN product_oe_codes b
      ON b.oe_code_id = a.oe_code_id AND b.product_id = cross_references.other_product_id
      WHERE a.product_id = cross_references.product_id);
    DELETE FROM stock WHERE product_id IN (${added}); DELETE FROM product_search_tags WHERE product_id IN (${added});
    DELETE FROM products_fts WHERE rowid IN (${added}); DELETE FROM products WHERE id IN (${added});
    DELETE FROM brands WHERE id > ${BRANDS.length};
    UPDATE users SET email = NULL; UPDATE customers SET order_email = NULL;
    UPDATE seed_state SET generator_version = ${BASE_GENERATOR_VERSION}`);
}

const images = new Map<number, Buffer>();
/**
 * A seeded database of its own, in memory: the seeded template of that size (built once, shared with the other
 * test files) read once into an image, then a copy of the image per caller, so no test seeds the same data again.
 */
function seeded(products: number): Database {
  let image = images.get(products);
  if (!image) {
    const template = new BetterSqlite3(templateDatabase(products), { readonly: true });
    image = template.serialize();
    template.close();
    images.set(products, image);
  }
  const db = new BetterSqlite3(image);
  db.pragma('foreign_keys = ON');
  return db;
}

const baseOeCodes = new Map<number, number>();
/** How many OE rows the base generator writes for a catalogue of this size (the same at every seeding). */
function baseOeCount(products: number): number {
  let oeCodes = baseOeCodes.get(products);
  if (oeCodes === undefined) {
    oeCodes = seedDatabase(openDatabase(':memory:', migrations), { products }).oeCodes;
    baseOeCodes.set(products, oeCodes);
  }
  return oeCodes;
}

describe('demo data upgrades', () => {
  it('give an older database the same data a fresh seed writes, and record the current version', () => {
    const fresh = seeded(400);
    expect(recordedVersion(fresh)).toBe(GENERATOR_VERSION);
    const old = seeded(400);
    downgrade(old);
    expect(relations(old)).toEqual([]);

    expect(upgradeDemoData(old)).toMatchObject({
      from: BASE_GENERATOR_VERSION,
      to: GENERATOR_VERSION,
      applied: [
        '3 product relations',
        '4 offers',
        '5 product page',
        '6 checkout',
        '7 vehicle plates',
        '8 configurators',
        '9 other-brand equivalents',
        '10 competitor codes',
        '11 account e-mails',
        '12 price changes',
        '13 complete vehicles',
        '14 fitting equivalents',
        '15 fitting alternatives',
      ],
    });
    expect(relations(old)).toEqual(relations(fresh));
    expect(relations(old).length).toBeGreaterThan(0);
    expect(offers(old)).toEqual(offers(fresh));
    expect(productPage(old)).toEqual(productPage(fresh));
    expect(productPage(old).added.length).toBeGreaterThan(0);
    expect(plates(old)).toEqual(plates(fresh));
    expect(plates(old).length).toBeGreaterThan(0);
    expect(configurators(old)).toEqual(configurators(fresh));
    for (const rows of Object.values(configurators(old))) expect(rows.length).toBeGreaterThan(0);
    const crossReferences = (db: typeof old) => db.prepare('SELECT * FROM cross_references ORDER BY product_id, other_product_id').all();
    expect(crossReferences(old)).toEqual(crossReferences(fresh));
    const competitorCodes = (db: typeof old) => db.prepare('SELECT * FROM competitor_codes ORDER BY code_norm, product_id').all();
    expect(competitorCodes(old)).toEqual(competitorCodes(fresh));
    expect(competitorCodes(old).length).toBeGreaterThan(0);
    const emails = (db: typeof old) => ({
      users: db.prepare('SELECT id, email FROM users ORDER BY id').all(),
      customers: db.prepare('SELECT id, order_email FROM customers ORDER BY id').all(),
    });
    expect(emails(old)).toEqual(emails(fresh));
    expect(count(old, 'SELECT count(*) AS n FROM users WHERE email IS NULL')).toBe(0);
    // Price changes without their dates (those follow the day the data is made).
    const priceChanges = (db: typeof old) => ({
      changes: db.prepare('SELECT product_id, list_cents_before, net_cents_before FROM price_changes ORDER BY id').all(),
      eans: db.prepare('SELECT * FROM product_eans ORDER BY product_id').all(),
    });
    expect(priceChanges(old)).toEqual(priceChanges(fresh));
    expect(priceChanges(old).changes.length).toBeGreaterThan(0);
    expect(recordedVersion(old)).toBe(GENERATOR_VERSION);
    expect(upgradeDemoData(old)).toBeNull();
  });

  it('write nothing when killed half-way, and run again on the next try', () => {
    const db = seeded(400);
    downgrade(db);
    db.exec(`CREATE TEMP TRIGGER fail_upgrade BEFORE INSERT ON product_relations
      WHEN (SELECT count(*) FROM product_relations) >= 10 BEGIN SELECT RAISE(ABORT, 'killed'); END`);
    expect(() => upgradeDemoData(db)).toThrow(/killed/);
    expect(count(db, 'SELECT count(*) AS n FROM product_relations')).toBe(0);
    expect(recordedVersion(db)).toBe(BASE_GENERATOR_VERSION);
    db.exec('DROP TRIGGER fail_upgrade');
    expect(upgradeDemoData(db)?.to).toBe(GENERATOR_VERSION);
  });

  it('do nothing to a database that was never seeded', () => {
    const db = openDatabase(':memory:', migrations);
    expect(upgradeDemoData(db)).toBeNull();
    expect(count(db, 'SELECT count(*) AS n FROM seed_state')).toBe(0);
  });
});

describe('product relations (version 3)', () => {
  it('relate products by the rules: alternatives of another brand, companions of the companion item', () => {
    const db = seeded(TEST_PRODUCTS);
    const kinds = db.prepare<[], { kind: string }>('SELECT DISTINCT kind FROM product_relations ORDER BY kind').all();
    expect(kinds.map((k) => k.kind)).toEqual(['alternative', 'necessary', 'substitute', 'suggested']);
    expect(
      count(
        db,
        `SELECT count(*) AS n FROM product_relations r JOIN products a ON a.id = r.product_id
      JOIN products b ON b.id = r.related_product_id WHERE r.kind = 'alternative' AND (a.brand_id = b.brand_id
      OR a.part_item_id <> b.part_item_id OR EXISTS (SELECT 1 FROM cross_references c WHERE c.product_id = a.id
      AND c.other_product_id = b.id))`,
      ),
    ).toBe(0);
    expect(
      count(
        db,
        `SELECT count(*) AS n FROM product_relations r JOIN products a ON a.id = r.product_id
      JOIN products b ON b.id = r.related_product_id WHERE r.kind = 'substitute'
      AND (a.brand_id <> b.brand_id OR a.part_item_id <> b.part_item_id OR b.id < a.id)`,
      ),
    ).toBe(0);
    const pads = db
      .prepare<[], { item: string }>(
        `SELECT DISTINCT i.name AS item FROM product_relations r
      JOIN products a ON a.id = r.product_id JOIN part_items ai ON ai.id = a.part_item_id
      JOIN products b ON b.id = r.related_product_id JOIN part_items i ON i.id = b.part_item_id
      WHERE r.kind = 'necessary' AND ai.name = 'Disco freno'`,
      )
      .all();
    expect(pads).toEqual([{ item: 'Kit pastiglie freno' }]);
  });
});

describe('offers data (version 4)', () => {
  const db = seeded(TEST_PRODUCTS);
  const one = <T>(sql: string) => db.prepare<[], T>(sql).get() as T;

  it('gives every customer one default address in their city, not editable, and some a branch they may edit', () => {
    expect(count(db, 'SELECT count(*) AS n FROM customers')).toBe(
      count(
        db,
        "SELECT count(*) AS n FROM customer_addresses a JOIN customers c ON c.id = a.customer_id AND a.is_default = 1 AND a.city = c.city AND a.state_province_region = c.state_province_region AND a.business = c.company_name AND a.fg_editable = 'N'",
      ),
    );
    const branches = count(db, "SELECT count(*) AS n FROM customer_addresses WHERE is_default = 0 AND fg_editable = 'Y'") ?? 0;
    expect(branches).toBeGreaterThan(40);
    expect(
      db
        .prepare(
          'SELECT customer_id AS customer, city, state_province_region AS province FROM customer_addresses WHERE customer_id IN (1, 2) ORDER BY customer_id, is_default DESC',
        )
        .all(),
    ).toEqual([
      { customer: 1, city: 'Treviso', province: 'TV' },
      { customer: 1, city: 'Verona', province: 'VR' },
      { customer: 2, city: 'Milano', province: 'MI' },
      { customer: 2, city: 'Bergamo', province: 'BG' },
    ]);
    expect(count(db, "SELECT count(*) AS n FROM customer_addresses WHERE postal_code NOT GLOB '[0-9][0-9][0-9][0-9][0-9]'")).toBe(0);
  });

  it('gives the two demo customers different conditions, and urgent surcharges', () => {
    const demo = db.prepare('SELECT * FROM customer_conditions WHERE customer_id IN (1, 2) ORDER BY customer_id').all();
    expect(demo).toEqual([
      { customer_id: 1, extra_discount_bp: 300, urgent_surcharge_bp: 1000 },
      { customer_id: 2, extra_discount_bp: 0, urgent_surcharge_bp: 1500 },
    ]);
    expect(count(db, 'SELECT count(*) AS n FROM customer_brand_discounts WHERE customer_id = 1')).toBe(6);
  });

  it('serves every Italian province: the own area by van from TV, islands marked', () => {
    expect(count(db, 'SELECT count(*) AS n FROM delivery_zones')).toBe(107);
    const vans = db.prepare("SELECT province FROM delivery_zones WHERE method = 'van' AND warehouse_code = 'TV' ORDER BY province").all();
    expect(vans.map((v) => (v as { province: string }).province)).toEqual(['PD', 'RO', 'TV', 'VE', 'VI']);
    expect(one<{ w: string; island: number }>("SELECT warehouse_code AS w, island FROM delivery_zones WHERE province = 'PA'")).toEqual({
      w: 'NA',
      island: 1,
    });
    expect(count(db, 'SELECT count(*) AS n FROM warehouse_shuttles')).toBe(12);
    expect(count(db, 'SELECT count(*) AS n FROM van_runs')).toBe(3);
    expect(
      count(db, 'SELECT count(*) AS n FROM brands b LEFT JOIN supplier_lead_times s ON s.brand_id = b.id WHERE s.brand_id IS NULL'),
    ).toBe(0);
  });

  it('puts supplier orders on the way for some products, expected in the coming weeks', () => {
    const incoming = count(db, 'SELECT count(DISTINCT product_id) AS n FROM incoming_stock') ?? 0;
    expect(incoming).toBeGreaterThan(TEST_PRODUCTS / 40);
    expect(incoming).toBeLessThan(TEST_PRODUCTS / 10);
    const today = new Date().toISOString().slice(0, 10);
    expect(count(db, `SELECT count(*) AS n FROM incoming_stock WHERE expected_on < '${today}'`)).toBe(0);
  });
});

describe('product page data (version 5)', () => {
  const db = seeded(TEST_PRODUCTS);

  it('gives every exchange part a deposit article of its brand, and nothing else one', () => {
    const exchange = EXCHANGE_PARTS.map((p) => `'${p.item.replace(/'/g, "''")}'`).join(', ');
    expect(
      count(
        db,
        `SELECT count(*) AS n FROM products p JOIN part_items i ON i.id = p.part_item_id WHERE i.name IN (${exchange})
        AND NOT EXISTS (SELECT 1 FROM core_deposits c WHERE c.product_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      count(
        db,
        `SELECT count(*) AS n FROM core_deposits c JOIN products p ON p.id = c.product_id JOIN products d ON d.id = c.deposit_product_id
        LEFT JOIN part_items i ON i.id = p.part_item_id
        WHERE i.name IS NULL OR i.name NOT IN (${exchange}) OR d.brand_id <> p.brand_id OR d.code NOT LIKE 'CAUZ-%'
          OR d.description NOT LIKE 'Cauzione carcassa %' OR d.min_qty <> 1 OR d.part_item_id IS NOT NULL`,
      ),
    ).toBe(0);
  });

  it('adds snow chains of one maker with their tyre sizes, indexed for search', () => {
    // Version 8 adds two more makers' chains (seed/configurators/snow-chains.ts).
    const versionFive = `SELECT count(*) AS n FROM snow_chains c JOIN products p ON p.id = c.product_id
      JOIN brands b ON b.id = p.brand_id WHERE b.name = '${CHAIN_BRAND.name}'`;
    expect(count(db, versionFive)).toBe(27);
    expect(count(db, 'SELECT count(*) AS n FROM snow_chains')).toBeGreaterThan(27);
    expect(
      count(
        db,
        'SELECT count(*) AS n FROM snow_chains c WHERE NOT EXISTS (SELECT 1 FROM snow_chain_sizes s WHERE s.product_id = c.product_id)',
      ),
    ).toBe(0);
    expect(count(db, 'SELECT count(DISTINCT p.brand_id) AS n FROM snow_chains c JOIN products p ON p.id = c.product_id')).toBe(3);
    expect(
      count(
        db,
        'SELECT count(*) AS n FROM snow_chains c LEFT JOIN product_search_tags t ON t.product_id = c.product_id WHERE t.product_id IS NULL',
      ),
    ).toBe(0);
    expect(
      count(db, 'SELECT count(*) AS n FROM brands b LEFT JOIN supplier_lead_times s ON s.brand_id = b.id WHERE s.brand_id IS NULL'),
    ).toBe(0);
  });

  it('runs gifts on the sample codes today, and dates movements of the last six months', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const { code } of PRODUCT_PAGE_SAMPLES.gifts) {
      const running = db
        .prepare<[string, string, string], { n: number }>(
          'SELECT count(*) AS n FROM gifts WHERE code_norm = ? AND valid_from <= ? AND valid_until >= ?',
        )
        .get(normaliseCode(code), today, today);
      expect([code, running?.n]).toEqual([code, 1]);
    }
    const movements = count(db, 'SELECT count(*) AS n FROM customer_movements') ?? 0;
    expect(movements).toBeGreaterThan(500);
    expect(movements).toBeLessThan(5000);
    expect(
      count(db, `SELECT count(*) AS n FROM customer_movements WHERE date > date('now', '+1 day') OR date < date('now', '-190 days')`),
    ).toBe(0);
    expect(count(db, 'SELECT count(DISTINCT customer_id) AS n FROM customer_movements WHERE customer_id IN (1, 2)')).toBe(2);
  });
});

describe('vehicle plates (version 7)', () => {
  const db = seeded(400);

  it('gives most vehicles an Italian plate and a few a German or French one, stored normalised', () => {
    const vehicles = count(db, 'SELECT count(*) AS n FROM vehicles') ?? 0;
    const italian = count(db, "SELECT count(DISTINCT vehicle_id) AS n FROM vehicle_plates WHERE country = 'IT'") ?? 0;
    expect(italian / vehicles).toBeGreaterThan(0.5);
    expect(italian / vehicles).toBeLessThan(0.7);
    expect(count(db, "SELECT count(*) AS n FROM vehicle_plates WHERE country = 'DE'")).toBeGreaterThan(0);
    expect(count(db, "SELECT count(*) AS n FROM vehicle_plates WHERE country = 'FR'")).toBeGreaterThan(0);
    const malformed = `SELECT count(*) AS n FROM vehicle_plates WHERE NOT (
      (country IN ('IT', 'FR') AND plate GLOB '[A-Z][A-Z][0-9][0-9][0-9][A-Z][A-Z]')
      OR (country = 'DE' AND plate GLOB '[A-Z]*[0-9]' AND plate NOT GLOB '*[^A-Z0-9]*')) OR length(telaio) <> 17`;
    expect(count(db, malformed)).toBe(0);
  });

  it('registers a few plates to two versions of one model, with one chassis number', () => {
    const shared = db
      .prepare<[], { vehicles: number; models: number; vins: number }>(
        `SELECT count(*) AS vehicles, count(DISTINCT v.model_id) AS models, count(DISTINCT p.telaio) AS vins
        FROM vehicle_plates p JOIN vehicles v ON v.id = p.vehicle_id GROUP BY p.plate HAVING count(*) > 1`,
      )
      .all();
    expect(shared.length).toBeGreaterThan(0);
    for (const plate of shared) expect(plate).toEqual({ vehicles: 2, models: 1, vins: 1 });
  });
});

describe('complete vehicles (version 13)', () => {
  it('adds nothing to a database whose vehicles already have their parts', () => {
    const db = seeded(400);
    const rows = () =>
      Object.fromEntries(
        ['products', 'oe_codes', 'product_oe_codes', 'vehicle_parts', 'cross_references', 'stock'].map((table) => [
          table,
          count(db, `SELECT count(*) AS n FROM ${table}`),
        ]),
      );
    const before = rows();
    completeVehiclesData.apply(db, { rng: new Rng(DEFAULT_SEED).fork('again'), now: new Date() });
    expect(rows()).toEqual(before);
  });
});

describe('openReference on a database of an older generator', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('adds the new data and keeps the carts; a second open does nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parts-shop-upgrade-'));
    dirs.push(dataDir);
    copyTemplateTo(dataDir, TEST_PRODUCTS);
    const before = openReference({ dataDir, seedProducts: TEST_PRODUCTS });
    const expected = relations(before.db);
    const account = await before.ports.accounts.login(before.fixture.customer, ctxOf(null));
    const actor = { userId: account.userId, customerId: account.customerId };
    const added = await before.ports.carts.addItem({ productId: before.fixture.product.id, quantity: 1 }, ctxOf(actor));
    before.close();

    // As a database written before product relations existed: the base generator's data only (the products later
    // upgrades added gone too), schema version 1, generator version 2.
    const old = openDatabase(join(dataDir, REFERENCE_FILE), migrations);
    downgrade(old);
    const tables = DATA_UPGRADES.toReversed().flatMap((upgrade) => upgrade.tables);
    old.exec(`${tables.map((t) => `DROP TABLE ${t};`).join(' ')} PRAGMA user_version = 1`);
    old.close();

    const logs: string[] = [];
    const logger = { info: (_obj: object, msg?: string) => void logs.push(msg ?? '') };
    const upgraded = openReference({ dataDir, seedProducts: TEST_PRODUCTS }, { logger });
    try {
      expect(logs).toEqual([expect.stringMatching(new RegExp(`upgraded to generator version ${GENERATOR_VERSION} in \\d+ ms$`))]);
      expect(relations(upgraded.db)).toEqual(expected);
      expect(recordedVersion(upgraded.db)).toBe(GENERATOR_VERSION);
      const cart = await upgraded.ports.carts.active({}, ctxOf(actor));
      expect(cart.cartId).toBe(added.cart.cartId);
      expect(cart.items).toEqual([expect.objectContaining({ orderItemId: added.item.orderItemId, quantity: 1 })]);
    } finally {
      upgraded.close();
    }

    logs.length = 0;
    const again = openReference({ dataDir, seedProducts: TEST_PRODUCTS }, { logger });
    try {
      expect(logs).toEqual([]);
      expect(relations(again.db)).toEqual(expected);
      expect(count(again.db, 'SELECT count(*) AS n FROM cart_items')).toBe(1);
    } finally {
      again.close();
    }
  });
});
