import type { DataUpgrade } from './index.ts';

/** The share of a part item's clusters that get an equivalent from another of its clusters. */
const EQUIVALENT_SHARE = 0.5;

interface Carrier {
  id: number;
  brandId: number;
  itemId: number;
  /** The cluster: the product's primary OE number (its first, lowest id), shared by every brand of the cluster. */
  cluster: number;
}

/**
 * Version 8: equivalents of other brands (`vehicles.otherCross`). The base generator cross-references only the
 * products of one cluster, which all carry the cluster's OE numbers, so an OE number's carriers had no equivalent
 * that does not carry it and /ricerca-ricambi never showed one. Here about half the clusters of a part item get,
 * cross-referenced both ways with each of their products, one product of another cluster of the same item and of a
 * brand the cluster lacks: an aftermarket part listed against other original numbers that fits just as well. A pair
 * the product page already relates (an alternative, a substitute…) is left alone, so the tabs stay distinct.
 */
export const otherBrandEquivalentsData: DataUpgrade = {
  version: 9,
  name: 'other-brand equivalents',
  tables: [],
  apply(db, { rng }) {
    const carriers = db
      .prepare<[], Carrier>(
        `SELECT p.id, p.brand_id AS brandId, p.part_item_id AS itemId, min(po.oe_code_id) AS cluster
        FROM products p JOIN product_oe_codes po ON po.product_id = p.id GROUP BY p.id ORDER BY p.id`,
      )
      .all();
    const related = db
      .prepare<[number, number, number, number], number>(
        `SELECT EXISTS (SELECT 1 FROM product_relations WHERE product_id = ? AND related_product_id = ?)
          OR EXISTS (SELECT 1 FROM product_relations WHERE product_id = ? AND related_product_id = ?)`,
      )
      .pluck();
    const insert = db.prepare('INSERT OR IGNORE INTO cross_references (product_id, other_product_id) VALUES (?, ?)');

    // Part item → its clusters in id order → their products.
    const items = new Map<number, Map<number, Carrier[]>>();
    for (const carrier of carriers) {
      const clusters = items.get(carrier.itemId) ?? new Map<number, Carrier[]>();
      clusters.set(carrier.cluster, [...(clusters.get(carrier.cluster) ?? []), carrier]);
      items.set(carrier.itemId, clusters);
    }
    for (const clusters of items.values()) {
      const all = [...clusters.values()];
      if (all.length < 2) continue;
      for (const members of all) {
        if (!rng.chance(EQUIVALENT_SHARE)) continue;
        const brands = new Set(members.map((m) => m.brandId));
        const others = all.filter((other) => other !== members);
        const candidates = rng.pick(others).filter((c) => !brands.has(c.brandId));
        if (candidates.length === 0) continue;
        const equivalent = rng.pick(candidates);
        if (members.some((m) => related.get(m.id, equivalent.id, equivalent.id, m.id) === 1)) continue;
        for (const member of members) {
          insert.run(member.id, equivalent.id);
          insert.run(equivalent.id, member.id);
        }
      }
    }
  },
};
