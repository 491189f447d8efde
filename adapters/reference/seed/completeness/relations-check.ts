import type { Database } from '../../../../shared/sqlite.ts';
import { criteriaDifferences, fittingKey } from './fitting.ts';

interface Pair {
  kind: string;
  a: number;
  b: number;
  item: string | null;
  other: string | null;
  ad: string;
  bd: string;
}

const KIND_NAMES: Record<string, string> = { alternative: 'alternativa', substitute: 'sostituto' };

/**
 * The alternatives and substitutes a mechanic could not fit instead of their product (issue 47), as sentences naming
 * both ids, the criterion and both values; the last one counts those past `limit`. Reads the rows once, in id order.
 */
export function relationProblems(db: Database, limit = 20): string[] {
  const pairs = db.prepare<[], Pair>(
    `SELECT r.kind, r.product_id AS a, r.related_product_id AS b, ia.name AS item, ib.name AS other,
      pa.description AS ad, pb.description AS bd
    FROM product_relations r JOIN products pa ON pa.id = r.product_id JOIN products pb ON pb.id = r.related_product_id
    LEFT JOIN part_items ia ON ia.id = pa.part_item_id LEFT JOIN part_items ib ON ib.id = pb.part_item_id
    WHERE r.kind IN ('alternative', 'substitute') ORDER BY r.product_id, r.kind, r.related_product_id`,
  );
  const problems: string[] = [];
  let more = 0;
  // A million products relate some two million pairs over far fewer descriptions: each one's key is read once.
  const keys = new Map<string, string>();
  const keyOf = (description: string) => {
    let key = keys.get(description);
    if (key === undefined) keys.set(description, (key = fittingKey(description)));
    return key;
  };
  for (const pair of pairs.iterate()) {
    const sameItem = pair.item === pair.other;
    if (sameItem && keyOf(pair.ad) === keyOf(pair.bd)) continue;
    if (problems.length >= limit) {
      more++;
      continue;
    }
    const differences = sameItem
      ? criteriaDifferences(pair.ad, pair.bd).map((d) => `${d.criterion} "${d.a}" ≠ "${d.b}"`)
      : [`voce "${pair.item ?? '—'}" ≠ "${pair.other ?? '—'}"`];
    problems.push(`${KIND_NAMES[pair.kind] ?? pair.kind} ${pair.a} → ${pair.b} (${pair.item ?? 'senza voce'}): ${differences.join(', ')}`);
  }
  if (more > 0) problems.push(`… e altre ${more} coppie`);
  return problems;
}
