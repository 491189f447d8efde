import { PARTS_TREE } from './parts-tree.ts';
import type { Rng } from './prng.ts';
import { required } from './required.ts';

export interface PartGroup {
  id: number;
  name: string;
  sort: number;
}
export interface PartSubgroup {
  id: number;
  groupId: number;
  name: string;
  sort: number;
}
export interface PartItem {
  id: number;
  subgroupId: number;
  name: string;
  sort: number;
  family: string;
  kind: string;
  weight: number;
  priceFrom: number;
  priceTo: number;
  /** Fuel codes the item fits; empty means every vehicle. */
  fuels: string;
  packs: Array<readonly [{ pack: number; min: number }, number]>;
  qualifiers: string[][];
}
export interface PartsTree {
  groups: PartGroup[];
  subgroups: PartSubgroup[];
  items: PartItem[];
}

// Split options on '/', except between digits ("60/55 W" stays one option).
const OPTION_SEPARATOR = /\/(?!\d)|(?<!\d)\//;

export function buildPartsTree(): PartsTree {
  const groups: PartGroup[] = [];
  const subgroups: PartSubgroup[] = [];
  const items: PartItem[] = [];
  for (const [groupName, subs] of Object.entries(PARTS_TREE)) {
    const group = { id: groups.length + 1, name: groupName, sort: groups.length + 1 };
    groups.push(group);
    for (const [subName, lines] of Object.entries(subs)) {
      const sub = { id: subgroups.length + 1, groupId: group.id, name: subName, sort: subgroups.length + 1 };
      subgroups.push(sub);
      for (const line of lines) {
        const [name, family, kind, weight, price, fuels, packs, qualifiers] = line.split('|').map((s) => s.trim());
        const field = <T>(value: T | undefined, what: string) => required(value, `${what} in parts line "${line}"`);
        const [priceFrom, priceTo] = field(price, 'price').split('-').map(Number);
        items.push({
          id: items.length + 1,
          subgroupId: sub.id,
          name: field(name, 'name'),
          sort: items.length + 1,
          family: field(family, 'family'),
          kind: field(kind, 'kind'),
          weight: Number(weight),
          priceFrom: field(priceFrom, 'lowest price'),
          priceTo: field(priceTo, 'highest price'),
          fuels: fuels ?? '',
          packs: packs
            ? packs.split(',').map((p) => {
                const [qty, w] = p.split(':');
                const [pack, min] = field(qty, 'pack').split('/').map(Number);
                return [{ pack: field(pack, 'pack size'), min: field(min, 'minimum quantity') }, Number(w)] as const;
              })
            : [[{ pack: 1, min: 1 }, 1] as const],
          qualifiers: qualifiers
            ? qualifiers.split(' + ').map((q) =>
                q
                  .trim()
                  .split(OPTION_SEPARATOR)
                  .map((o) => o.trim()),
              )
            : [],
        });
      }
    }
  }
  return { groups, subgroups, items };
}

export function fits(item: PartItem, fuel: string): boolean {
  return item.fuels === '' || item.fuels.includes(fuel);
}

/** "Disco freno, asse anteriore, ventilato, Ø 280 mm" */
export function describe(item: PartItem, rng: Rng): string {
  const parts = [item.name];
  for (const options of item.qualifiers) {
    parts.push(rng.pick(options).replace(/#(\d+)-(\d+)#/g, (_, a: string, b: string) => String(rng.int(Number(a), Number(b)))));
  }
  return parts.join(', ');
}
