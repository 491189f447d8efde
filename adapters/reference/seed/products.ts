import type { Database, Statement } from '../../../shared/sqlite.ts';
import { normaliseCode } from '../../../shared/codes.ts';
import { searchTags } from '../catalogue/tags.ts';
import type { BrandData } from './brands-data.ts';
import { CodeFactory } from './codes.ts';
import { OE_STYLES } from './oe-styles.ts';
import { describe, fits, type PartItem, type PartsTree } from './parts.ts';
import { productGroupIds } from './product-groups.ts';
import type { Rng } from './prng.ts';
import { required } from './required.ts';
import type { CarPark, MakerRow, VehicleRow } from './vehicles.ts';

export interface BrandRow extends BrandData {
  id: number;
}

export const WAREHOUSES = [
  { code: 'MI', name: 'Milano', share: 0.6 },
  { code: 'TV', name: 'Treviso', share: 0.55 },
  { code: 'RM', name: 'Roma', share: 0.45 },
  { code: 'NA', name: 'Napoli', share: 0.4 },
] as const;

/** How many brands offer the same part (one "cluster": same OE numbers, cross-referenced to each other). */
const CLUSTER_SIZES: Array<readonly [number, number]> = [
  [1, 1],
  [2, 2],
  [3, 2.5],
  [4, 2],
  [5, 1.5],
  [6, 1],
];

export interface ProductsReport {
  products: number;
  clusters: number;
  oeCodes: number;
  applications: number;
  firstByBrandItem: Map<string, number>;
}

/**
 * Products are made in clusters, each the same part for one model (and part item) from several brands.
 * Clusters go round the (model, item) pairs ordered by how common they are, so a small catalogue still covers
 * the popular cars and parts, and a large one adds more variants per pair: product ids follow popularity, which
 * the search's word hits (in id order) rely on. Rows are written as they are made, with their search tags.
 */
export function seedProducts(db: Database, rng: Rng, park: CarPark, tree: PartsTree, brands: BrandRow[], count: number): ProductsReport {
  const codes = new CodeFactory();
  const insert = {
    product: db.prepare(`INSERT INTO products (id, brand_id, code, code_norm, description, price_list_code, list_cents, net_cents,
      pack_qty, min_qty, part_item_id, group_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    fts: db.prepare('INSERT INTO products_fts (rowid, description, brand, tags) VALUES (?, ?, ?, ?)'),
    tags: db.prepare('INSERT INTO product_search_tags (product_id, brand_id, group_id, in_stock) VALUES (?, ?, ?, ?)'),
    stock: db.prepare('INSERT INTO stock (product_id, warehouse_code, quantity) VALUES (?, ?, ?)'),
    oe: db.prepare('INSERT INTO oe_codes (id, maker_id, part_item_id, code, code_norm) VALUES (?, ?, ?, ?, ?)'),
    productOe: db.prepare('INSERT INTO product_oe_codes (product_id, oe_code_id) VALUES (?, ?)'),
    cross: db.prepare('INSERT INTO cross_references (product_id, other_product_id) VALUES (?, ?)'),
    application: db.prepare('INSERT OR IGNORE INTO vehicle_parts (vehicle_id, part_item_id, oe_code_id) VALUES (?, ?, ?)'),
  };

  // Derived from products like products_fts, which the caller empties; this table is emptied here.
  db.exec('DELETE FROM product_search_tags');
  const groupOf = productGroupIds(db, tree);
  const makersById = new Map(park.makers.map((m) => [m.id, m]));
  const sisters = new Map<number, MakerRow[]>(park.makers.map((m) => [m.id, park.makers.filter((o) => o.oe === m.oe && o.id !== m.id)]));
  const vehiclesByModel = new Map<number, VehicleRow[]>();
  for (const v of park.vehicles) {
    const list = vehiclesByModel.get(v.modelId);
    if (list) list.push(v);
    else vehiclesByModel.set(v.modelId, [v]);
  }
  const brandsFor = new Map<number, BrandRow[]>(
    tree.items.map((item) => [item.id, brands.filter((b) => b.families.includes(item.family))]),
  );

  const pairs: Array<{ modelId: number; makerId: number; item: PartItem; score: number }> = [];
  for (const model of park.models) {
    const fuels = new Set((vehiclesByModel.get(model.id) ?? []).map((v) => v.fuel));
    for (const item of tree.items) {
      if (![...fuels].some((fuel) => fits(item, fuel))) continue;
      pairs.push({ modelId: model.id, makerId: model.makerId, item, score: model.weight * item.weight * (0.4 + rng.float()) });
    }
  }
  pairs.sort((a, b) => b.score - a.score || a.modelId - b.modelId || a.item.id - b.item.id);

  let productId = 0;
  let oeId = 0;
  const primaryOe: number[] = [];
  const firstByBrandItem = new Map<string, number>();

  const newOe = (maker: MakerRow, item: PartItem, code: string) => {
    oeId++;
    insert.oe.run(oeId, maker.id, item.id, code, normaliseCode(code));
    return oeId;
  };
  const nextOeCode = (maker: MakerRow) => codes.next(`oe:${maker.oe}`, rng.pick(OE_STYLES[maker.oe] ?? ['########']));

  while (productId < count) {
    const pair = required(pairs[primaryOe.length % pairs.length], 'a (model, part item) pair: no part item fits any model');
    const { item } = pair;
    const maker = required(makersById.get(pair.makerId), `maker ${pair.makerId}`);
    const primaryCode = nextOeCode(maker);
    const primary = newOe(maker, item, primaryCode);
    primaryOe.push(primary);
    const oeIds = [primary];
    const sister = sisters.get(maker.id) ?? [];
    if (sister.length > 0 && rng.chance(0.3)) oeIds.push(newOe(rng.pick(sister), item, primaryCode));
    if (rng.chance(0.35)) oeIds.push(newOe(maker, item, nextOeCode(maker)));
    if (sister.length > 0 && rng.chance(0.12)) {
      const other = rng.pick(sister);
      oeIds.push(newOe(other, item, nextOeCode(other)));
    }

    const candidates = brandsFor.get(item.id) ?? [];
    if (candidates.length === 0) throw new Error(`No brand makes "${item.name}" (${item.family})`);
    const clusterBrands = rng.sample(candidates, rng.weighted(CLUSTER_SIZES));
    const description = describe(item, rng);
    const basePrice = rng.int(item.priceFrom * 100, item.priceTo * 100);
    const members: number[] = [];

    for (const brand of clusterBrands) {
      if (productId >= count) break;
      const id = ++productId;
      members.push(id);
      const style = rng.pick(
        brand.codes[`${item.family}.${item.kind}`] ??
          brand.codes[item.kind] ??
          brand.codes[item.family] ??
          brand.codes.default ?? [`${brand.listCode}-#####`],
      );
      const code = codes.next(brand.listCode, style);
      const { pack, min } = rng.weighted(item.packs);
      const listCents = Math.max(90, Math.round((basePrice * (0.8 + 0.45 * rng.float())) / 10) * 10 - 10);
      const netCents = Math.round((listCents * (100 - rng.int(brand.discount[0], brand.discount[1]))) / 100);
      const groupId = required(groupOf.get(item.id), `product group of part item ${item.id}`);
      insert.product.run(
        id,
        brand.id,
        code,
        normaliseCode(code),
        description,
        brand.listCode,
        listCents,
        netCents,
        pack,
        min,
        item.id,
        groupId,
      );
      for (const oe of oeIds) insert.productOe.run(id, oe);
      const inStock = writeStock(rng, insert.stock, id, pack, item.weight);
      insert.tags.run(id, brand.id, groupId, inStock ? 1 : 0);
      insert.fts.run(id, description, brand.name, searchTags({ id, brandId: brand.id, groupId, inStock }));
      const key = `${brand.name}|${item.name}`;
      if (!firstByBrandItem.has(key)) firstByBrandItem.set(key, id);
    }
    for (const a of members) for (const b of members) if (a !== b) insert.cross.run(a, b);
  }

  // Each pair's clusters share out the pair's model versions, so every fitting version gets one OE number per item.
  let applications = 0;
  const clusters = primaryOe.length;
  for (const [p, pair] of pairs.slice(0, clusters).entries()) {
    const variants = Math.floor((clusters - 1 - p) / pairs.length) + 1;
    const fitting = (vehiclesByModel.get(pair.modelId) ?? []).filter((v) => fits(pair.item, v.fuel));
    fitting.forEach((vehicle, t) => {
      const cluster = p + (t % variants) * pairs.length;
      const oe = required(primaryOe[cluster], `primary OE number of cluster ${cluster}`);
      applications += insert.application.run(vehicle.id, pair.item.id, oe).changes;
    });
  }
  // One segment: the index as quick to read as after migration 4 rebuilt it.
  db.exec("INSERT INTO products_fts (products_fts) VALUES ('optimize')");
  return { products: productId, clusters, oeCodes: oeId, applications, firstByBrandItem };
}

/** Writes the product's stock rows (quantities above zero); false when it is out of stock everywhere. */
export function writeStock(rng: Rng, statement: Statement, productId: number, pack: number, weight: number): boolean {
  if (rng.chance(0.12)) return false; // out of stock everywhere
  const top = weight >= 6 ? 40 : 12;
  let written = 0;
  for (const warehouse of WAREHOUSES) {
    if (!rng.chance(warehouse.share)) continue;
    statement.run(productId, warehouse.code, pack * rng.int(1, top));
    written++;
  }
  if (written === 0) statement.run(productId, rng.pick(WAREHOUSES).code, pack * rng.int(1, 6));
  return true;
}
