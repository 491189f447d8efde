import { readQuantity } from '../../shared/quantity-text.ts';

/** One line of a pasted quick order, as read: a code and a quantity, or why it cannot be read. */
export type PastedLine =
  { line: number; code: string; quantity: number } | { line: number; code: string; quantity: number; unreadable: true };

/**
 * Reads `code quantity` lines pasted from an e-mail or a spreadsheet (quantities the Italian way, as the order import
 * reads them: shared/quantity-text.ts): cells split by a tab or a semicolon, else
 * the last word is the quantity when it is a number (codes have spaces: "0 986 494 123 2"); a line with a code
 * alone orders 1. Empty lines are skipped; line numbers are those of the text, from 1.
 */
export function readPastedLines(text: string): PastedLine[] {
  const lines: PastedLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (!trimmed) return;
    const line = index + 1;
    const cells = /[\t;]/.test(trimmed)
      ? trimmed
          .split(/[\t;]/)
          .map((cell) => cell.trim())
          .filter(Boolean)
      : splitLastWord(trimmed);
    const [code = '', quantityText] = cells;
    if (quantityText === undefined) {
      lines.push({ line, code, quantity: 1 });
      return;
    }
    const read = readQuantity(quantityText);
    if (!code || cells.length > 2 || !('quantity' in read) || code.length > 40) {
      // The number as written when it is one (0, 100000), so the message can show it; else 0.
      const shown = 'quantity' in read ? read.quantity : /^\d{1,9}$/.test(quantityText) ? Number(quantityText) : 0;
      lines.push({ line, code: code || trimmed, quantity: shown, unreadable: true });
    } else {
      lines.push({ line, code, quantity: read.quantity });
    }
  });
  return lines;
}

/** "W 712/95 3" → ["W 712/95", "3"]; "W 712/95" → ["W 712/95"] (its last word is no quantity). */
function splitLastWord(text: string): string[] {
  const match = /^(.*\S)\s+(\S+)$/.exec(text);
  if (!match?.[1] || !match[2] || !/^[\d.,]+$/.test(match[2])) return [text];
  return [match[1], match[2]];
}
