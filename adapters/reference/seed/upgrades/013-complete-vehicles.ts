import { retagProducts } from '../../catalogue/tags.ts';
import { BRANDS } from '../brands-data.ts';
import { ClusterWriter, type ClusterMaker } from '../completeness/clusters.ts';
import { axleWords, needsOf, NEEDS, type Need } from '../completeness/needs.ts';
import { MAKERS } from '../makers-data.ts';
import { engineFamilyOf, platformOf } from '../completeness/platforms.ts';
import { buildPartsTree, type PartItem } from '../parts.ts';
import { productGroupIds } from '../product-groups.ts';
import type { BrandRow } from '../products.ts';
import { required } from '../required.ts';
import type { DataUpgrade } from './index.ts';

interface VehicleRow {
  id: number;
  makerId: number;
  maker: string;
  model: string;
  yearFrom: number;
  version: string;
  fuel: string;
  engineCode: string;
}

/** New clusters a pool (a maker group's part of one kind) gets before its vehicles share them. */
const NEW_PER_POOL = 2;

/** Vehicles that share one part: an engine family's or a platform's, needing the same item (and axle). */
interface Share {
  need: Need;
  group: string;
  pool: string;
  /** Vehicles to fit: every one of an engine family, only those lacking the part on a platform. */
  vehicles: VehicleRow[];
  /** How many of the share's vehicles carry each cluster (by its fitted OE row) already. */
  carried: Map<number, number>;
  /** Original numbers the vehicles have, to see whether an engine family shares one already. */
  codes: Array<Set<string>>;
}

/**
 * Version 13: every version of the car park has its parts (issue 30). The base generator spreads products over
 * (model, part item) pairs by popularity, so at 50,000 products 159 versions had no part at all and many a brake
 * group without pads. Here each version gets what its kind of car has (completeness/needs.ts), front and rear
 * apart: a model's parts shared by its platform (maker group and class), an engine's by its family (maker group and
 * engine label), so one Fiat 1.3 Multijet's oil filter is the other's. Existing clusters come first: the one the
 * share's vehicles carry most, else one of the maker group's of that kind; a share gets a new cluster only when its
 * maker group has none (at most NEW_PER_POOL, then they are shared). A reused cluster gets a new original number
 * fitted to the vehicles. Only adds rows; on complete data it adds nothing.
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
        `SELECT v.id, m.maker_id AS makerId, mk.name AS maker, m.name AS model, m.year_from AS yearFrom, v.version, v.fuel,
          v.engine_code AS engineCode
        FROM vehicles v JOIN models m ON m.id = v.model_id JOIN makers mk ON mk.id = m.maker_id ORDER BY v.id`,
      )
      .all();
    const oeGroupOf = new Map(MAKERS.map((m) => [m.name, m.oe]));
    const platformOfModel = platformOf();
    const familyOf = engineFamilyOf();
    // What each vehicle already has: (vehicle, item, axle) → the clusters' fitted OE rows and their numbers.
    const has = new Map<string, Map<number, string>>();
    const note = (key: string, oeId: number, code: string) => has.set(key, (has.get(key) ?? new Map<number, string>()).set(oeId, code));
    // Pools: a maker group's clusters of one kind (item and axle), by their fitted OE row, in id order.
    const pools = new Map<string, number[]>();
    const itemIds = [...new Set([...items.values()].map((i) => i.id))];
    const present = db
      .prepare<[string], { vehicleId: number; itemId: number; oeId: number; code: string; group: string; description: string | null }>(
        `SELECT vp.vehicle_id AS vehicleId, vp.part_item_id AS itemId, vp.oe_code_id AS oeId, o.code_norm AS code,
          mk.name AS "group",
          (SELECT p.description FROM product_oe_codes po JOIN products p ON p.id = po.product_id
            WHERE po.oe_code_id = vp.oe_code_id ORDER BY po.product_id LIMIT 1) AS description
        FROM vehicle_parts vp JOIN oe_codes o ON o.id = vp.oe_code_id JOIN makers mk ON mk.id = o.maker_id
        WHERE vp.part_item_id IN (SELECT value FROM json_each(?)) ORDER BY vp.oe_code_id`,
      )
      .all(JSON.stringify(itemIds));
    for (const row of present) {
      if (row.description === null) continue;
      const group = oeGroupOf.get(row.group) ?? row.group;
      const pool = (axle: string) => {
        const key = `${group}|${row.itemId}|${axle}`;
        const ids = pools.get(key) ?? [];
        if (ids.at(-1) !== row.oeId) ids.push(row.oeId);
        pools.set(key, ids);
      };
      note(`${row.vehicleId}|${row.itemId}|`, row.oeId, row.code);
      pool('');
      for (const axle of ['anteriore', 'posteriore'] as const) {
        if (!row.description.includes(axleWords(axle))) continue;
        note(`${row.vehicleId}|${row.itemId}|${axle}`, row.oeId, row.code);
        pool(axle);
      }
    }

    // Shares to fit, by key, in the order their first vehicle comes.
    const shares = new Map<string, Share>();
    for (const v of vehicles) {
      const group = oeGroupOf.get(v.maker) ?? v.maker;
      for (const need of needsOf(v)) {
        const item = required(items.get(need.item), need.item);
        const engine = need.scope === 'engine';
        const kind = `${item.id}|${need.axle ?? ''}`;
        const key = engine
          ? `${familyOf(group, v.engineCode, v.version)}|${kind}`
          : `${platformOfModel(v.maker, v.model, v.yearFrom)}|${kind}`;
        const share: Share = shares.get(key) ?? { need, group, pool: `${group}|${kind}`, vehicles: [], carried: new Map(), codes: [] };
        shares.set(key, share);
        const own = has.get(`${v.id}|${kind}`);
        for (const oeId of own?.keys() ?? []) share.carried.set(oeId, (share.carried.get(oeId) ?? 0) + 1);
        share.codes.push(new Set(own?.values()));
        if (engine || !own) share.vehicles.push(v);
      }
    }
    const membersOf = db
      .prepare<[number], number>('SELECT product_id FROM product_oe_codes WHERE oe_code_id = ? ORDER BY product_id')
      .pluck();
    const created = new Map<string, number[][]>();
    const picked = new Map<string, number>();
    for (const share of shares.values()) {
      const { need, vehicles: fitted } = share;
      if (fitted.length === 0) continue;
      // An engine family whose vehicles share an original number already (this upgrade ran before) needs nothing.
      const [first, ...rest] = share.codes;
      if (need.scope === 'engine' && [...(first ?? [])].some((code) => rest.every((c) => c.has(code)))) continue;
      const item = required(items.get(need.item), need.item);
      const makers: ClusterMaker[] = [...new Set(fitted.map((v) => v.makerId))].map((id) => ({ id, oe: share.group }));
      const carried = [...share.carried].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
      const pool = pools.get(share.pool) ?? [];
      const made = created.get(share.pool) ?? [];
      const turn = picked.get(share.pool) ?? 0;
      picked.set(share.pool, turn + 1);
      const reused = carried ?? pool[turn % Math.max(1, pool.length)];
      if (reused !== undefined) writer.number(item, membersOf.all(reused), makers, fitted, `oe ${reused}`);
      else if (made.length >= NEW_PER_POOL) {
        const members = required(made[turn % made.length], 'a new cluster');
        writer.number(item, members, makers, fitted, `new ${members[0]}`);
      } else created.set(share.pool, [...made, writer.write(item, need, makers, fitted)]);
    }
    retagProducts(db, writer.productIds);
  },
};
