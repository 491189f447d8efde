/** The median of a list of measurements (mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid];
  const lower = sorted[mid - 1];
  if (upper === undefined) return NaN;
  return sorted.length % 2 || lower === undefined ? upper : (lower + upper) / 2;
}
