import type { Database } from '../../../shared/sqlite.ts';
import type { PartItem, PartsTree } from './parts.ts';
import { required } from './required.ts';

/** The ERP group of each part group of the tree, by the part group's name; anything else is 'VAR' (Varie). */
const GROUP_BY_PART_GROUP: Record<string, string> = {
  'Impianto frenante': 'FRE',
  Filtri: 'FIL',
  'Accensione e preriscaldo': 'ACC',
  'Sospensioni e ammortizzatori': 'SOS',
  Sterzo: 'STE',
  Trasmissione: 'TRA',
  Frizione: 'TRA',
  Distribuzione: 'DIS',
  Raffreddamento: 'RAF',
  'Impianto elettrico': 'ELE',
  Illuminazione: 'ILL',
  Tergicristalli: 'TER',
  Carrozzeria: 'CAR',
  Scarico: 'SCA',
  Motore: 'MOT',
};

/**
 * The code of the ERP's merchandise group (table product_groups, filled by migration 4) a part item's products
 * belong to: batteries and air conditioning have groups of their own, the rest follows the part group. Migration 4
 * holds a frozen copy of this rule for databases seeded before groups existed.
 */
export function productGroupCode(item: PartItem, tree: PartsTree): string {
  if (item.name.startsWith('Batteria')) return 'BAT';
  const subgroup = required(
    tree.subgroups.find((s) => s.id === item.subgroupId),
    `subgroup ${item.subgroupId}`,
  );
  if (subgroup.name === 'Climatizzazione') return 'CLI';
  const group = required(
    tree.groups.find((g) => g.id === subgroup.groupId),
    `part group ${subgroup.groupId}`,
  );
  return GROUP_BY_PART_GROUP[group.name] ?? 'VAR';
}

/** The product group id of every part item of the tree, read against the database's product_groups. */
export function productGroupIds(db: Database, tree: PartsTree): Map<number, number> {
  const ids = new Map(
    db
      .prepare<[], { id: number; code: string }>('SELECT id, code FROM product_groups')
      .all()
      .map((g) => [g.code, g.id]),
  );
  return new Map(
    tree.items.map((item) => {
      const code = productGroupCode(item, tree);
      return [item.id, required(ids.get(code) ?? ids.get('VAR'), `product group ${code} (run the migrations first)`)];
    }),
  );
}
