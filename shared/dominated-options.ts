import type { DeliveryPromise } from './contract/offer.ts';
import { readsSooner } from './delivery-text.ts';

interface Priced {
  id: string;
  kind: string;
  priceCents: number;
  delivery: Pick<DeliveryPromise, 'arrivesBy' | 'method' | 'run'> | null;
}

/**
 * The paid options a cheaper delivery makes pointless (issue 48): each with the cheaper option whose promise it does
 * not read sooner than (same or later arrival, or the same words). A counter pick-up is neither: the customer
 * travels, so it answers no question about a delivery's speed. An option without a promise is left alone (nothing
 * to compare). The reference ERP leaves these out; the BFF hides them too when another ERP answers them.
 */
export function dominatedOptions<O extends Priced>(options: readonly O[]): Array<{ option: O; by: O }> {
  const deliveries = options.flatMap((option) =>
    option.kind !== 'pickup' && option.delivery !== null ? [{ option, promise: option.delivery }] : [],
  );
  const found: Array<{ option: O; by: O }> = [];
  for (const { option, promise } of deliveries) {
    const by = deliveries.find((cheaper) => cheaper.option.priceCents < option.priceCents && !readsSooner(promise, cheaper.promise));
    if (by) found.push({ option, by: by.option });
  }
  return found;
}

/** `options` without the pointless paid ones. */
export function withoutDominated<O extends Priced>(options: readonly O[]): O[] {
  const dominated = new Set(dominatedOptions(options).map(({ option }) => option.id));
  return options.filter((option) => !dominated.has(option.id));
}
