import { MAX_LINE_QUANTITY } from './cart-limits.ts';

/** A quantity as read, or why it cannot be: no value, not a whole number, zero or less, over MAX_LINE_QUANTITY. */
export type QuantityRead = { quantity: number } | { problem: 'missing' | 'unreadable' | 'not-positive' | 'too-large' };

// A unit after the number: "2 pz", "2pz.", "4 pezzi", "3 nr".
const UNIT = /\s*(?:pz\.?|pezz[io]|pcs?\.?|nr\.?|n\.)$/i;
// Italian thousands: 1.000, 12.500, 1.000,00 (zero decimals after the comma).
const THOUSANDS = /^-?\d{1,3}(?:\.\d{3})+(?:,0+)?$/;
// A whole number, maybe with zero decimals after a comma or a dot: 2, 2,0, 2,00, 2.0 (a spreadsheet's English).
const WHOLE = /^-?\d+(?:,0+|\.0{1,2})?$/;

/**
 * Reads an order line's quantity the Italian way, shared by the cart's pasted lines and the order import: a
 * numeric cell is taken as it is; text may have thousands dots (`1.000` is 1000), zero decimals (`2,0`) and a unit
 * (`2 pz`). Anything else (`1,5`, `due`) is unreadable: the caller flags the line, never guesses.
 */
export function readQuantity(cell: string | number | null | undefined): QuantityRead {
  if (cell === null || cell === undefined) return { problem: 'missing' };
  if (typeof cell === 'number') return checked(cell);
  const text = cell.trim().replace(UNIT, '');
  if (text === '') return { problem: cell.trim() === '' ? 'missing' : 'unreadable' };
  if (THOUSANDS.test(text)) return checked(Number(text.replace(/,0+$/, '').replaceAll('.', '')));
  if (WHOLE.test(text)) return checked(Number(text.replace(/[.,]0+$/, '')));
  return { problem: 'unreadable' };
}

function checked(quantity: number): QuantityRead {
  if (!Number.isFinite(quantity) || !Number.isInteger(quantity)) return { problem: 'unreadable' };
  if (quantity < 1) return { problem: 'not-positive' };
  if (quantity > MAX_LINE_QUANTITY) return { problem: 'too-large' };
  return { quantity };
}
