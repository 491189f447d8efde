import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { ActiveGroup, Criteria, PartsTreeItem } from '../../ports/vehicles.ts';
import type { Input } from './input.ts';

interface ItemRow {
  idGruppo: number;
  gruppo: string;
  idSottogruppo: number;
  sottogruppo: string;
  idVoce: number;
  voce: string;
  ap: number;
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
    this.groupsSql = db.prepare(`SELECT g.id AS idGruppo, g.name AS gruppo
      FROM (SELECT DISTINCT part_item_id FROM vehicle_parts WHERE vehicle_id = ?) vp
      JOIN part_items i ON i.id = vp.part_item_id JOIN part_subgroups s ON s.id = i.subgroup_id
      JOIN part_groups g ON g.id = s.group_id
      GROUP BY g.id ORDER BY g.sort, g.id`);
    this.itemsSql = db.prepare(`SELECT g.id AS idGruppo, g.name AS gruppo, s.id AS idSottogruppo, s.name AS sottogruppo,
        i.id AS idVoce, i.name AS voce, vp.ap
      FROM (SELECT part_item_id, count(*) AS ap FROM vehicle_parts WHERE vehicle_id = ? GROUP BY part_item_id) vp
      JOIN part_items i ON i.id = vp.part_item_id JOIN part_subgroups s ON s.id = i.subgroup_id
      JOIN part_groups g ON g.id = s.group_id
      ORDER BY g.sort, g.id, s.sort, s.id, i.sort, i.id`);
    // The first product carrying the number describes it (descriptions end with sizes, sides...): product_oe_codes_oe.
    this.criteriaSql = db.prepare(`SELECT o.code AS codiceOE,
        mk.name || coalesce(' · ' || (SELECT p.description FROM product_oe_codes po JOIN products p ON p.id = po.product_id
          WHERE po.oe_code_id = o.id ORDER BY po.product_id LIMIT 1), '') AS discriminante
      FROM vehicle_parts vp JOIN oe_codes o ON o.id = vp.oe_code_id JOIN makers mk ON mk.id = o.maker_id
      WHERE vp.vehicle_id = ? AND vp.part_item_id = ? ORDER BY o.code_norm, o.id`);
  }

  activeGroups(input: Input<'activeGroups'>): ActiveGroup[] {
    return this.groupsSql.all(input.idVeicolo);
  }

  /** Each subgroup's row (its items' numbers summed in ap), then its items. */
  itemsTree(input: Input<'itemsTree'>): PartsTreeItem[] {
    const tree: PartsTreeItem[] = [];
    let subgroup: PartsTreeItem | undefined;
    for (const row of this.itemsSql.all(input.idVeicolo)) {
      if (subgroup?.idSottogruppo !== row.idSottogruppo) {
        subgroup = {
          isItem: false,
          voce: row.sottogruppo,
          idGruppo: row.idGruppo,
          idSottogruppo: row.idSottogruppo,
          idVoce: null,
          gruppo: row.gruppo,
          ap: 0,
          ds: row.sottogruppo,
        };
        tree.push(subgroup);
      }
      subgroup.ap += row.ap;
      tree.push({
        isItem: true,
        voce: row.voce,
        idGruppo: row.idGruppo,
        idSottogruppo: row.idSottogruppo,
        idVoce: row.idVoce,
        gruppo: row.gruppo,
        ap: row.ap,
        ds: row.sottogruppo,
      });
    }
    return tree;
  }

  criterias(input: Input<'criterias'>): Criteria[] {
    return this.criteriaSql.all(input.idVeicolo, input.idVoce);
  }
}
