import { CRITERIA_ITEMS } from '../completeness/check.ts';
import { keyCriteria } from '../completeness/needs.ts';
import type { DataUpgrade } from './index.ts';

/** How many products a set of interchangeable clusters gathers before the next set starts. */
const EQUIVALENT_SET_SIZE = 17;

interface Carrier {
  id: number;
  brandId: number;
  itemId: number;
  description: string;
  /** The product's primary OE number (its lowest), shared by every brand of its cluster. */
  cluster: number;
}

/**
 * Version 14: equivalents that fit (issue 30). Version 9 paired clusters of a part item at random, so Fiat's
 * 71306273 (18 mm pads) listed 16 mm pads and rear pads as its equivalents. For pads, discs and filters the
 * equivalents of other clusters are made again from the key criteria (completeness/needs.ts `keyCriteria`: axle,
 * thickness, diameter, thread): the clusters of one item with the same criteria, in id order, form sets of about
 * EQUIVALENT_SET_SIZE products, and a product is the equivalent of another cluster's in its set when neither's
 * brand is in the other's cluster. The first sets hold the first products, so they are the same at every size.
 * Deletes version 9's cross-cluster rows of these items (derived demo data nothing else points at).
 */
export const fittingEquivalentsData: DataUpgrade = {
  version: 14,
  name: 'fitting equivalents',
  tables: [],
  apply(db) {
    const carriers = db
      .prepare<[string], Carrier>(
        `SELECT p.id, p.brand_id AS brandId, p.part_item_id AS itemId, p.description,
          (SELECT min(po.oe_code_id) FROM product_oe_codes po WHERE po.product_id = p.id) AS cluster
        FROM part_items i JOIN products p ON p.part_item_id = i.id
        WHERE i.name IN (SELECT value FROM json_each(?)) ORDER BY p.id`,
      )
      .all(JSON.stringify(CRITERIA_ITEMS))
      .filter((c) => c.cluster !== null);
    const clusterOf = new Map(carriers.map((c) => [c.id, c.cluster]));
    const remove = db.prepare('DELETE FROM cross_references WHERE product_id = ? AND other_product_id = ?');
    const crossed = db.prepare<[number], number>('SELECT other_product_id FROM cross_references WHERE product_id = ?').pluck();
    for (const carrier of carriers) {
      for (const other of crossed.all(carrier.id)) {
        const cluster = clusterOf.get(other);
        if (cluster !== undefined && cluster !== carrier.cluster) remove.run(carrier.id, other);
      }
    }

    // Families: (item, key criteria) → clusters in order of their first product → members.
    const families = new Map<string, Map<number, Carrier[]>>();
    for (const carrier of carriers) {
      const key = `${carrier.itemId}|${keyCriteria(carrier.description)}`;
      const clusters = families.get(key) ?? new Map<number, Carrier[]>();
      clusters.set(carrier.cluster, [...(clusters.get(carrier.cluster) ?? []), carrier]);
      families.set(key, clusters);
    }
    const insert = db.prepare('INSERT OR IGNORE INTO cross_references (product_id, other_product_id) VALUES (?, ?)');
    // A pair the product page already relates (an alternative, a substitute…) stays out, as in version 9.
    const related = db
      .prepare<[number, number, number, number], number>(
        `SELECT EXISTS (SELECT 1 FROM product_relations WHERE product_id = ? AND related_product_id = ?)
          OR EXISTS (SELECT 1 FROM product_relations WHERE product_id = ? AND related_product_id = ?)`,
      )
      .pluck();
    for (const clusters of families.values()) {
      let set: Carrier[][] = [];
      let size = 0;
      const close = () => {
        link(set, (a, b) => {
          if (related.get(a, b, b, a) === 1) return;
          insert.run(a, b);
          insert.run(b, a);
        });
        set = [];
        size = 0;
      };
      for (const members of clusters.values()) {
        set.push(members);
        size += members.length;
        if (size >= EQUIVALENT_SET_SIZE) close();
      }
      close();
    }
  },
};

/** Pairs products of different clusters of a set whose brands are not in each other's cluster. */
function link(set: Carrier[][], pair: (a: number, b: number) => void): void {
  const brands = set.map((members) => new Set(members.map((m) => m.brandId)));
  set.forEach((members, i) => {
    for (let j = i + 1; j < set.length; j++) {
      for (const a of members) {
        for (const b of set[j] ?? []) {
          if (!brands[j]?.has(a.brandId) && !brands[i]?.has(b.brandId)) pair(a.id, b.id);
        }
      }
    }
  });
}
