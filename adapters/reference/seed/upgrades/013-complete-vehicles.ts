import { retagProducts } from '../../catalogue/tags.ts';
import { BRANDS } from '../brands-data.ts';
import { ClusterWriter, type ClusterMaker } from '../completeness/clusters.ts';
import { axleWords, needsOf, NEEDS, type Need } from '../completeness/needs.ts';
import { MAKERS } from '../makers-data.ts';
import { buildPartsTree, type PartItem } from '../parts.ts';
import { productGroupIds } from '../product-groups.ts';
import type { BrandRow } from '../products.ts';
import { required } from '../required.ts';
import type { DataUpgrade } from './index.ts';

interface VehicleRow {
  id: number;
  modelId: number;
  makerId: number;
  maker: string;
  version: string;
  fuel: string;
  engineCode: string;
}

/**
 * Version 13: every version of the car park has its parts (issue 30). The base generator spreads products over
 * (model, part item) pairs by popularity, so at 50,000 products 159 versions had no part at all and many a brake
 * group without pads. Here each version gets what its kind of car has (completeness/needs.ts) where it lacks it,
 * front and rear apart: a model's parts one cluster per model, an engine's one per engine of the maker's platform,
 * fitted to every version with that engine so they share it. Only adds rows.
 */
export const completeVehiclesData: DataUpgrade = {
  version: 13,
  name: 'complete vehicles',
  tables: [],
  apply(db, { rng }) {
    const tree = buildPartsTree();
    const itemOf = (name: string) =>
      required(
        tree.items.find((i) => i.name === name),
        `part item ${name}`,
      );
    const items = new Map(NEEDS.map((need) => [need.item, itemOf(need.item)]));
    const brands: BrandRow[] = BRANDS.map((b, i) => ({ ...b, id: i + 1 }));
    const groupIds = productGroupIds(db, tree);
    const brandsByFamily = new Map<string, BrandRow[]>();
    const brandsFor = (item: PartItem) => {
      const found = brandsByFamily.get(item.family) ?? brands.filter((b) => b.families.includes(item.family));
      brandsByFamily.set(item.family, found);
      return found;
    };
    const writer = new ClusterWriter(db, rng, brandsFor, (item) => required(groupIds.get(item.id), `group of item ${item.id}`));

    const vehicles = db
      .prepare<[], VehicleRow>(
        `SELECT v.id, v.model_id AS modelId, m.maker_id AS makerId, mk.name AS maker, v.version, v.fuel, v.engine_code AS engineCode
        FROM vehicles v JOIN models m ON m.id = v.model_id JOIN makers mk ON mk.id = m.maker_id ORDER BY v.id`,
      )
      .all();
    const oeGroupOf = new Map(MAKERS.map((m) => [m.name, m.oe]));
    // What each vehicle already has: (vehicle, item, axle) through an OE number some product carries.
    const has = new Map<string, Set<string>>();
    const note = (key: string, code: string) => has.set(key, (has.get(key) ?? new Set<string>()).add(code));
    const itemIds = [...new Set([...items.values()].map((i) => i.id))];
    const present = db
      .prepare<[string], { vehicleId: number; itemId: number; code: string; description: string | null }>(
        `SELECT vp.vehicle_id AS vehicleId, vp.part_item_id AS itemId, o.code_norm AS code,
          (SELECT p.description FROM product_oe_codes po JOIN products p ON p.id = po.product_id
            WHERE po.oe_code_id = vp.oe_code_id ORDER BY po.product_id LIMIT 1) AS description
        FROM vehicle_parts vp JOIN oe_codes o ON o.id = vp.oe_code_id WHERE vp.part_item_id IN (SELECT value FROM json_each(?))`,
      )
      .all(JSON.stringify(itemIds));
    for (const row of present) {
      if (row.description === null) continue;
      note(`${row.vehicleId}|${row.itemId}|`, row.code);
      for (const axle of ['anteriore', 'posteriore'] as const) {
        if (row.description.includes(axleWords(axle))) note(`${row.vehicleId}|${row.itemId}|${axle}`, row.code);
      }
    }

    // Clusters to write, by key, in the order their first vehicle comes.
    const clusters = new Map<string, { need: Need; makerGroup: string; vehicles: VehicleRow[] }>();
    for (const v of vehicles) {
      const makerGroup = oeGroupOf.get(v.maker) ?? v.maker;
      for (const need of needsOf(v)) {
        const item = required(items.get(need.item), need.item);
        const engine = need.scope === 'engine';
        if (!engine && has.has(`${v.id}|${item.id}|${need.axle ?? ''}`)) continue;
        const key = engine
          ? `${makerGroup}|${v.engineCode}|${need.item}|${need.axle ?? ''}`
          : `${v.modelId}|${need.item}|${need.axle ?? ''}`;
        const cluster = clusters.get(key) ?? { need, makerGroup, vehicles: [] };
        cluster.vehicles.push(v);
        clusters.set(key, cluster);
      }
    }
    for (const { need, makerGroup, vehicles: fitted } of clusters.values()) {
      // An engine's vehicles already sharing an original number (this upgrade ran before) need no other cluster.
      const item = required(items.get(need.item), need.item);
      const codes = fitted.map((v) => has.get(`${v.id}|${item.id}|${need.axle ?? ''}`) ?? new Set<string>());
      const shared = [...(codes[0] ?? [])].filter((code) => codes.every((c) => c.has(code)));
      if (need.scope === 'engine' && shared.length > 0) continue;
      const makerIds = [...new Set(fitted.map((v) => v.makerId))];
      const makers: ClusterMaker[] = makerIds.map((id) => ({ id, oe: makerGroup }));
      writer.write(item, need, makers, fitted);
    }
    retagProducts(db, writer.productIds);
  },
};
