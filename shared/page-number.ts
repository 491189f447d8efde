/** A page number from the query string: a positive integer, else 1. */
export function parsePage(value: string | null, max = 10_000): number {
  // Plain digits only, as the BFF reads numbers: `0x10` or `1e3` is not page 16 or 1000.
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= max ? page : 1;
}
