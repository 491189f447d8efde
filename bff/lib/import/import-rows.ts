import type { CodeMatch } from '../../../adapters/ports/order-import.ts';
import type { OrderLine } from './read-order-file.ts';

/**
 * The rows the port stores for a file's lines, each with its code's match (the matches in the lines' order): a
 * found or replaced code takes its product; an ambiguous or unknown one waits for the user.
 */
export function importRowsOf(lines: readonly OrderLine[], matches: readonly CodeMatch[]) {
  return lines.map((line, index) => {
    const match = matches[index];
    if (!match) throw new Error(`No match for line ${line.line}`);
    const single = match.status === 'found' || match.status === 'replaced';
    return { ...line, status: match.status, matchedBy: match.matchedBy, productId: single ? (match.products[0]?.productId ?? null) : null };
  });
}
