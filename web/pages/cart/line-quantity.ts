/**
 * The quantity − or + would give a line: a step of one pack, never below the minimum nor below 1 (SPEC §4: decrease
 * only while the quantity is above 1), never above what a line may hold. Null when that step is not possible.
 */
export function nextQuantity(quantity: number, rule: { minQty: number; packQty: number }, direction: 1 | -1): number | null {
  const next = quantity + direction * rule.packQty;
  if (direction < 0 && (quantity <= 1 || next < Math.max(1, rule.minQty))) return null;
  if (next > 99_999) return null;
  return next;
}
