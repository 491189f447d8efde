import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { ActiveGroup, Criteria, PartsTreeItem } from '../../ports/vehicles.ts';
import type { Input } from './input.ts';

/** One original number of the vehicle under a part item, with the description of the first product carrying it. */
interface NumberRow {
  groupId: number;
  groupName: string;
  subgroupId: number;
  subgroupName: string;
  itemId: number;
  name: string;
  oeCode: string;
  description: string | null;
  maker: string;
}

const AXLES = ['anteriore', 'posteriore'] as const;
type Axle = (typeof AXLES)[number];

/** The axle a number's parts are for, as their description's qualifier says it ("Disco freno, asse anteriore, …"). */
export function axleOf(description: string | null): Axle | null {
  const axle = /(?:^|, )asse (anteriore|posteriore)\b/.exec(description ?? '')?.[1];
  return AXLES.find((known) => known === axle) ?? null;
}

/**
 * The provider's item id for an item's numbers of one axle: the part item's id, plus a step per axle (the parts tree
 * has a few hundred items at most). Numbers without an axle keep the part item's id.
 */
const AXLE_STEP = 1_000_000;
export const axleItemId = (itemId: number, axle: Axle | null): number =>
  axle === null ? itemId : itemId + AXLE_STEP * (AXLES.indexOf(axle) + 1);

/** The part item and axle an item id names; null for an id no row could have. */
function itemOfId(id: number): { itemId: number; axle: Axle | null } | null {
  const step = Math.floor(id / AXLE_STEP);
  if (step > AXLES.length) return null;
  return { itemId: id % AXLE_STEP, axle: step === 0 ? null : (AXLES[step - 1] ?? null) };
}

/** The item's name for one axle, in the words of the descriptions: "Disco freno, asse anteriore". */
const axleName = (name: string, axle: Axle | null) => (axle === null ? name : `${name}, asse ${axle}`);

/** A row's group and subgroup. */
const placeOf = (row: NumberRow) => ({
  groupId: row.groupId,
  groupName: row.groupName,
  subgroupId: row.subgroupId,
  subgroupName: row.subgroupName,
});

/**
 * The parts tree of a vehicle: the part items it has original numbers for (vehicle_parts, read by its primary key
 * (vehicle_id, part_item_id, oe_code_id)), with their subgroups and groups. A part item's numbers for the front and
 * the rear axle (their products say which, as keyCriteria reads it) are two items, "Disco freno, asse anteriore" and
 * "…, asse posteriore", as a parts catalogue lists them: a mechanic picks the front discs, not "the discs" (issue 47).
 */
export class VehiclePartsTree {
  private readonly groupsSql: Statement<[number], ActiveGroup>;
  private readonly numbersSql: Statement<[number], NumberRow>;
  private readonly itemNumbersSql: Statement<[number, number], NumberRow>;

  constructor(db: Database) {
    this.groupsSql = db.prepare(`SELECT g.id AS groupId, g.name
      FROM (SELECT DISTINCT part_item_id FROM vehicle_parts WHERE vehicle_id = ?) vp
      JOIN part_items i ON i.id = vp.part_item_id JOIN part_subgroups s ON s.id = i.subgroup_id
      JOIN part_groups g ON g.id = s.group_id
      GROUP BY g.id ORDER BY g.sort, g.id`);
    // The first product carrying the number describes it (descriptions end with sizes, sides...): product_oe_codes_oe.
    const numbers = (where: string) => `SELECT g.id AS groupId, g.name AS groupName, s.id AS subgroupId,
        s.name AS subgroupName, i.id AS itemId, i.name, o.code AS oeCode, mk.name AS maker,
        (SELECT p.description FROM product_oe_codes po JOIN products p ON p.id = po.product_id
          WHERE po.oe_code_id = o.id ORDER BY po.product_id LIMIT 1) AS description
      FROM vehicle_parts vp JOIN oe_codes o ON o.id = vp.oe_code_id JOIN makers mk ON mk.id = o.maker_id
      JOIN part_items i ON i.id = vp.part_item_id JOIN part_subgroups s ON s.id = i.subgroup_id
      JOIN part_groups g ON g.id = s.group_id
      WHERE ${where}
      ORDER BY g.sort, g.id, s.sort, s.id, i.sort, i.id, o.code_norm, o.id`;
    this.numbersSql = db.prepare(numbers('vp.vehicle_id = ?'));
    this.itemNumbersSql = db.prepare(numbers('vp.vehicle_id = ? AND vp.part_item_id = ?'));
  }

  activeGroups(input: Input<'activeGroups'>): ActiveGroup[] {
    return this.groupsSql.all(input.vehicleId);
  }

  /** Each subgroup's row (its items' numbers summed in oeCount), then its items, each without an axle, front, rear. */
  itemsTree(input: Input<'itemsTree'>): PartsTreeItem[] {
    const tree: PartsTreeItem[] = [];
    let subgroup: PartsTreeItem | undefined;
    // The item being read: its rows come together, their axles in the numbers' order.
    let item: { itemId: number; byAxle: Map<Axle | null, PartsTreeItem> } | undefined;
    const closeItem = () => {
      for (const axle of [null, ...AXLES]) {
        const row = item?.byAxle.get(axle);
        if (row) tree.push(row);
      }
      item = undefined;
    };
    for (const row of this.numbersSql.all(input.vehicleId)) {
      if (item?.itemId !== row.itemId) closeItem();
      if (subgroup?.subgroupId !== row.subgroupId) {
        subgroup = { ...placeOf(row), isItem: false, name: row.subgroupName, itemId: null, oeCount: 0 };
        tree.push(subgroup);
      }
      subgroup.oeCount += 1;
      item ??= { itemId: row.itemId, byAxle: new Map() };
      const axle = axleOf(row.description);
      const entry = item.byAxle.get(axle) ?? {
        ...placeOf(row),
        isItem: true,
        name: axleName(row.name, axle),
        itemId: axleItemId(row.itemId, axle),
        oeCount: 0,
      };
      entry.oeCount += 1;
      item.byAxle.set(axle, entry);
    }
    closeItem();
    return tree;
  }

  /** The numbers of an item id of the tree: the part item's, of its axle (or of none). */
  criterias(input: Input<'criterias'>): Criteria[] {
    const item = itemOfId(input.itemId);
    if (!item) return [];
    return this.itemNumbersSql
      .all(input.vehicleId, item.itemId)
      .filter((row) => axleOf(row.description) === item.axle)
      .map((row) => ({ oeCode: row.oeCode, description: row.description === null ? row.maker : `${row.maker} · ${row.description}` }));
  }
}
