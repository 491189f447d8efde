/**
 * The generator reads static tables (split strings, indexed lists) that the type checker cannot prove complete.
 * A gap there is a typo in a table, so stop at once and say what is missing, rather than seed `undefined`.
 */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo data: missing ${what}`);
  return value;
}
