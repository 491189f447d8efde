import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { ActiveGroup, Criteria, PartsTreeItem } from '../../ports/vehicles.ts';
import type { Input } from './input.ts';

interface ItemRow {
  groupId: number;
  groupName: string;
  subgroupId: number;
  subgroupName: string;
  itemId: number;
  name: string;
  oeCount: number;
}

/**
 * The parts tree of a vehicle: the part items it has original numbers for (vehicle_parts, read by its primary key
 * (vehicle_id, part_item_id, oe_code_id)), with their subgroups and groups.
 */
export class VehiclePartsTree {
  private readonly groupsSql: Statement<[number], ActiveGroup>;
  private readonly itemsSql: Statement<[number], ItemRow>;
  private readonly criteriaSql: Statement<[number, number], Criteria>;

  constructor(db: Database) {
    this.groupsSql = db.prepare(`SELECT g.id AS groupId, g.name
      FROM (SELECT DISTINCT part_item_id FROM vehicle_parts WHERE vehicle_id = ?) vp
      JOIN part_items i ON i.id = vp.part_item_id JOIN part_subgroups s ON s.id = i.subgroup_id
      JOIN part_groups g ON g.id = s.group_id
      GROUP BY g.id ORDER BY g.sort, g.id`);
    this.itemsSql = db.prepare(`SELECT g.id AS groupId, g.name AS groupName, s.id AS subgroupId, s.name AS subgroupName,
        i.id AS itemId, i.name, vp.ap AS oeCount
      FROM (SELECT part_item_id, count(*) AS ap FROM vehicle_parts WHERE vehicle_id = ? GROUP BY part_item_id) vp
      JOIN part_items i ON i.id = vp.part_item_id JOIN part_subgroups s ON s.id = i.subgroup_id
      JOIN part_groups g ON g.id = s.group_id
      ORDER BY g.sort, g.id, s.sort, s.id, i.sort, i.id`);
    // The first product carrying the number describes it (descriptions end with sizes, sides...): product_oe_codes_oe.
    this.criteriaSql = db.prepare(`SELECT o.code AS oeCode,
        mk.name || coalesce(' · ' || (SELECT p.description FROM product_oe_codes po JOIN products p ON p.id = po.product_id
          WHERE po.oe_code_id = o.id ORDER BY po.product_id LIMIT 1), '') AS description
      FROM vehicle_parts vp JOIN oe_codes o ON o.id = vp.oe_code_id JOIN makers mk ON mk.id = o.maker_id
      WHERE vp.vehicle_id = ? AND vp.part_item_id = ? ORDER BY o.code_norm, o.id`);
  }

  activeGroups(input: Input<'activeGroups'>): ActiveGroup[] {
    return this.groupsSql.all(input.vehicleId);
  }

  /** Each subgroup's row (its items' numbers summed in oeCount), then its items. */
  itemsTree(input: Input<'itemsTree'>): PartsTreeItem[] {
    const tree: PartsTreeItem[] = [];
    let subgroup: PartsTreeItem | undefined;
    for (const row of this.itemsSql.all(input.vehicleId)) {
      if (subgroup?.subgroupId !== row.subgroupId) {
        subgroup = { ...row, isItem: false, name: row.subgroupName, itemId: null, oeCount: 0 };
        tree.push(subgroup);
      }
      subgroup.oeCount += row.oeCount;
      tree.push({ ...row, isItem: true });
    }
    return tree;
  }

  criterias(input: Input<'criterias'>): Criteria[] {
    return this.criteriaSql.all(input.vehicleId, input.itemId);
  }
}
