import { z } from 'zod';
import { decimalText } from './decimal-text.ts';

/**
 * A whole number from outside (ids, quantities, page numbers in queries, forms and JSON): a JS integer, or text of
 * plain decimal digits without a leading zero. Nothing else is read as a number: `05`, `0x1f`, `1e3`, `" 31 "`,
 * `"2.0"`, `true` and `[31]` are refused, where z.coerce would have taken them (`[31]` as 31, `true` as 1). 15 digits keep
 * every accepted text a safe integer. No sign: no number the shop reads from outside may be negative.
 */
export function intFromText({ min, max }: { min: number; max: number }) {
  return z.preprocess((value) => (typeof value === 'string' ? (decimalText(value) ?? value) : value), z.number().int().min(min).max(max));
}

/** Every id in the shop is a positive integer; in URLs and forms it arrives as text. */
export const idSchema = intFromText({ min: 1, max: Number.MAX_SAFE_INTEGER });

/** Switch flags of the spec: S/N for urgent and web services. */
export const flagSN = z.enum(['S', 'N']);

/** Y/N flags of the spec: fgEditable and fgMemorize of an address. */
export const flagYN = z.enum(['Y', 'N']);
