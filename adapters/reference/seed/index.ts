import type { Database } from '../../../shared/sqlite.ts';
import { BRANDS } from './brands-data.ts';
import { seedCustomers } from './customers.ts';
import { buildPartsTree } from './parts.ts';
import { Rng } from './prng.ts';
import { seedProducts, WAREHOUSES, type BrandRow } from './products.ts';
import { seedPromotions } from './promotions.ts';
import { applyUpgrades, BASE_GENERATOR_VERSION, DATA_UPGRADES, GENERATOR_VERSION } from './upgrades/index.ts';
import { generateCarPark } from './vehicles.ts';

export { GENERATOR_VERSION } from './upgrades/index.ts';

export const DEFAULT_SEED = 20250101;
export const DEFAULT_PRODUCTS = 50_000;
export const MAX_PRODUCTS = 1_000_000;

export interface SeedOptions {
  products?: number;
  seed?: number;
  /** Do nothing (and return null) when seed_state says the data is already there; checked inside the transaction. */
  onlyIfUnseeded?: boolean;
}

export interface SeedReport {
  seed: number;
  makers: number;
  models: number;
  vehicles: number;
  partItems: number;
  brands: number;
  products: number;
  oeCodes: number;
  applications: number;
  customers: number;
  users: number;
  promotions: number;
  durationMs: number;
}

/** Tables the generator and its upgrades fill, children first so deleting in this order respects foreign keys. */
const SEEDED_TABLES = [
  ...DATA_UPGRADES.toReversed().flatMap((upgrade) => upgrade.tables),
  'promotions',
  'idempotency_keys',
  'cart_items',
  'carts',
  'users',
  'customers',
  'vehicle_parts',
  'cross_references',
  'product_oe_codes',
  'oe_codes',
  'stock',
  'products',
  'warehouses',
  'brands',
  'part_items',
  'part_subgroups',
  'part_groups',
  'vehicles',
  'models',
  'makers',
  'seed_state',
];

export function isSeeded(db: Database): boolean {
  return db.prepare('SELECT 1 FROM seed_state WHERE id = 1').get() !== undefined;
}

/**
 * Fills the database with the demo data in ONE transaction that also writes `seed_state`, so a start killed
 * half-way leaves nothing behind and the next start seeds again. Same seed and size → same data (except salts).
 * The data is the base generator's and every upgrade's, as an older database gets it from `upgradeDemoData`.
 */
export function seedDatabase(db: Database, options: SeedOptions & { onlyIfUnseeded: true }): SeedReport | null;
export function seedDatabase(db: Database, options?: SeedOptions): SeedReport;
export function seedDatabase(db: Database, options: SeedOptions = {}): SeedReport | null {
  const products = options.products ?? DEFAULT_PRODUCTS;
  if (!Number.isInteger(products) || products < 1 || products > MAX_PRODUCTS) {
    throw new Error(`seedProducts must be an integer from 1 to ${MAX_PRODUCTS}, got ${products}`);
  }
  const seed = options.seed ?? DEFAULT_SEED;
  const started = performance.now();
  const run = db.transaction((): SeedReport | null => {
    if (options.onlyIfUnseeded && isSeeded(db)) return null;
    db.exec(`DELETE FROM products_fts; ${SEEDED_TABLES.map((t) => `DELETE FROM ${t};`).join(' ')}`);
    const root = new Rng(seed);
    const vehiclesRng = root.fork('vehicles');
    const productsRng = root.fork('products');
    const customersRng = root.fork('customers');

    const park = generateCarPark(vehiclesRng);
    const insertMaker = db.prepare('INSERT INTO makers (id, name, price_list_code) VALUES (?, ?, ?)');
    for (const m of park.makers) insertMaker.run(m.id, m.name, m.listCode);
    const insertModel = db.prepare('INSERT INTO models (id, maker_id, name, year_from, year_to) VALUES (?, ?, ?, ?, ?)');
    for (const m of park.models) insertModel.run(m.id, m.makerId, m.name, m.yearFrom, m.yearTo);
    const insertVehicle = db.prepare(`INSERT INTO vehicles (id, model_id, version, body, kw, cv, date_from, date_to, engine_code,
      cm3, valves, fuel) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const v of park.vehicles) {
      insertVehicle.run(v.id, v.modelId, v.version, v.body, v.kw, v.cv, v.dateFrom, v.dateTo, v.engineCode, v.cm3, v.valves, v.fuel);
    }

    const tree = buildPartsTree();
    const insertGroup = db.prepare('INSERT INTO part_groups (id, name, sort) VALUES (?, ?, ?)');
    for (const g of tree.groups) insertGroup.run(g.id, g.name, g.sort);
    const insertSubgroup = db.prepare('INSERT INTO part_subgroups (id, group_id, name, sort) VALUES (?, ?, ?, ?)');
    for (const s of tree.subgroups) insertSubgroup.run(s.id, s.groupId, s.name, s.sort);
    const insertItem = db.prepare('INSERT INTO part_items (id, subgroup_id, name, sort) VALUES (?, ?, ?, ?)');
    for (const i of tree.items) insertItem.run(i.id, i.subgroupId, i.name, i.sort);

    const brands: BrandRow[] = BRANDS.map((b, i) => ({ ...b, id: i + 1 }));
    const insertBrand = db.prepare('INSERT INTO brands (id, name, price_list_code) VALUES (?, ?, ?)');
    for (const b of brands) insertBrand.run(b.id, b.name, b.listCode);
    const insertWarehouse = db.prepare('INSERT INTO warehouses (code, name, sort) VALUES (?, ?, ?)');
    WAREHOUSES.forEach((w, i) => insertWarehouse.run(w.code, w.name, i + 1));

    const catalogue = seedProducts(db, productsRng, park, tree, brands, products);
    const people = seedCustomers(db, customersRng);
    const promotions = seedPromotions(db, catalogue.firstByBrandItem, catalogue.products);
    applyUpgrades(db, seed, BASE_GENERATOR_VERSION);

    const durationMs = Math.round(performance.now() - started);
    db.prepare(
      `INSERT INTO seed_state (id, seed, products, generator_version, duration_ms, completed_at)
      VALUES (1, ?, ?, ?, ?, ?)`,
    ).run(seed, catalogue.products, GENERATOR_VERSION, durationMs, new Date().toISOString());
    return {
      seed,
      makers: park.makers.length,
      models: park.models.length,
      vehicles: park.vehicles.length,
      partItems: tree.items.length,
      brands: brands.length,
      products: catalogue.products,
      oeCodes: catalogue.oeCodes,
      applications: catalogue.applications,
      customers: people.customers,
      users: people.users,
      promotions,
      durationMs,
    };
  });
  const report = run.immediate();
  if (report === null) return null;
  // Fresh statistics help the planner pick the code indexes; a bounded ANALYZE stays quick at a million rows.
  db.exec('PRAGMA analysis_limit = 1000; ANALYZE;');
  return { ...report, durationMs: Math.round(performance.now() - started) };
}

export interface UpgradeReport {
  from: number;
  to: number;
  /** The upgrades applied, as 'version name'. */
  applied: string[];
  durationMs: number;
}

/**
 * Brings a database seeded by an older generator up to GENERATOR_VERSION: the pending data upgrades and the new
 * version in ONE transaction, so a start killed half-way writes nothing and the next start tries again. What is
 * there (demo data, carts, everything users wrote) stays. Null when there is nothing to do: not seeded, or current.
 */
export function upgradeDemoData(db: Database): UpgradeReport | null {
  const started = performance.now();
  const run = db.transaction((): Omit<UpgradeReport, 'durationMs'> | null => {
    const state = db
      .prepare<[], { seed: number; version: number }>('SELECT seed, generator_version AS version FROM seed_state WHERE id = 1')
      .get();
    if (!state || state.version >= GENERATOR_VERSION) return null;
    const applied = applyUpgrades(db, state.seed, state.version);
    db.prepare<[number]>('UPDATE seed_state SET generator_version = ? WHERE id = 1').run(GENERATOR_VERSION);
    return { from: state.version, to: GENERATOR_VERSION, applied };
  });
  const report = run.immediate();
  return report && { ...report, durationMs: Math.round(performance.now() - started) };
}
