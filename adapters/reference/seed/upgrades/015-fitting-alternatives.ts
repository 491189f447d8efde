import type { Database } from '../../../../shared/sqlite.ts';
import { fittingKey } from '../completeness/fitting.ts';
import type { DataUpgrade } from './index.ts';

/** At most this many alternatives per product, found within this many of its family's next products (as version 3). */
const ALTERNATIVES = 2;
const WINDOW = 60;

interface Part {
  id: number;
  brandId: number;
  itemId: number;
  description: string;
  /** The product's primary OE number (its lowest): the products of one cluster are matches, not alternatives. */
  cluster: number | null;
}

/** A product's family (its part item's products with its criteria, in id order) and its place in it. */
type Places = Map<number, { family: Part[]; index: number }>;

/**
 * Version 15: alternatives and substitutes that fit (issue 47). Version 3 related products of one part item and car
 * maker whatever their measures, so the Brembo rear 310 mm disc 08.L478.11 offered a front 242 mm one. A product's
 * family is now its part item's products with the same criteria (completeness/fitting.ts: axle, side and place,
 * every measure), and:
 * - alternatives are made again: the next ALTERNATIVES products of the family in id order (wrapping round) of another
 *   brand and no match (another cluster, not cross-referenced). The car maker no longer counts: the criteria say
 *   what fits, as for issue 30's equivalents;
 * - a substitute of other criteria is replaced by the next product of the same brand in the family, or dropped.
 * Both are derived demo data nothing else points at. Suggested and necessary parts (other items) stay as they are.
 */
export const fittingAlternativesData: DataUpgrade = {
  version: 15,
  name: 'fitting alternatives',
  tables: [],
  apply(db) {
    const places = familyPlaces(db);
    const alternatives = fittingAlternatives(db, places);
    db.exec("DELETE FROM product_relations WHERE kind = 'alternative'");
    // In key order and in batches: appending to the table's tree, a statement per 10,000 rows (a million products
    // have two million alternatives).
    alternatives.sort(([a, x], [b, y]) => a - b || x - y);
    const batch = db.prepare(`INSERT INTO product_relations (product_id, kind, related_product_id)
      SELECT value ->> 0, 'alternative', value ->> 1 FROM json_each(?)`);
    for (let from = 0; from < alternatives.length; from += 10_000) batch.run(JSON.stringify(alternatives.slice(from, from + 10_000)));
    refitSubstitutes(db, places);
  },
};

/** Replaces each substitute of other criteria by the next product of the same brand in the family, if any. */
function refitSubstitutes(db: Database, places: Places): void {
  const substitutes = db
    .prepare<[], { a: number; b: number }>(
      "SELECT product_id AS a, related_product_id AS b FROM product_relations WHERE kind = 'substitute'",
    )
    .all();
  const remove = db.prepare("DELETE FROM product_relations WHERE product_id = ? AND kind = 'substitute' AND related_product_id = ?");
  const insert = db.prepare("INSERT OR IGNORE INTO product_relations (product_id, kind, related_product_id) VALUES (?, 'substitute', ?)");
  for (const { a, b } of substitutes) {
    const place = places.get(a);
    if (!place || place.family === places.get(b)?.family) continue;
    remove.run(a, b);
    const successor = nextOfBrand(place.family, place.index);
    if (successor) insert.run(a, successor.id);
  }
}

/** Every part's family and place: its part item's products with the same criteria, in id order. */
function familyPlaces(db: Database): Places {
  const parts = db
    .prepare<[], Part>(
      `SELECT p.id, p.brand_id AS brandId, p.part_item_id AS itemId, p.description,
        (SELECT min(po.oe_code_id) FROM product_oe_codes po WHERE po.product_id = p.id) AS cluster
      FROM products p WHERE p.part_item_id IS NOT NULL ORDER BY p.id`,
    )
    .all();
  const families = new Map<string, Part[]>();
  const keys = new Map<string, string>(); // a cluster's products share their description: one key each
  const places: Places = new Map();
  for (const part of parts) {
    const described = `${part.itemId}|${part.description}`;
    let key = keys.get(described);
    if (key === undefined) keys.set(described, (key = `${part.itemId}|${fittingKey(part.description)}`));
    const family = families.get(key) ?? [];
    places.set(part.id, { family, index: family.push(part) - 1 });
    families.set(key, family);
  }
  return places;
}

/** Every product's alternatives, as [product, alternative] pairs. */
function fittingAlternatives(db: Database, places: Places): Array<[number, number]> {
  const crossed = db.prepare<[number], number>('SELECT other_product_id FROM cross_references WHERE product_id = ?').pluck();
  const pairs: Array<[number, number]> = [];
  for (const [id, { family, index }] of places) {
    const part = family[index];
    if (!part) continue;
    // Cross-references are written both ways, so the product's own rows name all its matches.
    const matches = new Set(crossed.all(id));
    let found = 0;
    for (let step = 1; step <= WINDOW && step < family.length && found < ALTERNATIVES; step++) {
      const other = family[(index + step) % family.length];
      if (!other || other.brandId === part.brandId || (part.cluster !== null && other.cluster === part.cluster)) continue;
      if (matches.has(other.id)) continue;
      pairs.push([id, other.id]);
      found++;
    }
  }
  return pairs;
}

/** The first product after `index` of its family of the same brand. */
function nextOfBrand(family: Part[], index: number): Part | undefined {
  const brandId = family[index]?.brandId;
  for (let next = index + 1; next < family.length; next++) if (family[next]?.brandId === brandId) return family[next];
  return undefined;
}
