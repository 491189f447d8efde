import { fail } from '../../ports/reasons.ts';

/** The quantity rule of SPEC §5: at least the minimum and a multiple of the pack. */
export function checkQuantity(quantity: number, minQty: number, packQty: number): void {
  if (quantity >= minQty && quantity % packQty === 0) return;
  throw fail(packQty > 1 ? 'quantity-not-multiple' : 'quantity-below-minimum', { minimum: minQty, multiple: packQty });
}

/** The smallest valid quantity at or above `quantity`: at least the minimum, rounded up to the pack. */
export function validQuantityFrom(quantity: number, minQty: number, packQty: number): number {
  const atLeast = Math.max(quantity, minQty);
  return Math.ceil(atLeast / packQty) * packQty;
}
