import { decimalText } from './decimal-text.ts';

/** A page number from the query string: a positive integer, else 1. */
export function parsePage(value: string | null, max = 10_000): number {
  // Canonical digits only, as the BFF reads numbers: `0x10`, `1e3` or `05` is not page 16, 1000 or 5.
  const page = decimalText(value, 6);
  return page !== null && page >= 1 && page <= max ? page : 1;
}
