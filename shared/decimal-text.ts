/**
 * A whole number written as text the one way a number writes it: decimal digits, no sign, no leading zero (`05`,
 * `007`), at most `digits` of them; else null. The API refuses any other spelling and page URLs ignore it, so one
 * value has one spelling (a cache key, a log line, an idempotent retry). Dependency-free: page bundles use it too.
 */
export function decimalText(text: string | null | undefined, digits = 15): number | null {
  if (typeof text !== 'string' || text.length > digits || !/^(?:0|[1-9]\d*)$/.test(text)) return null;
  return Number(text);
}
