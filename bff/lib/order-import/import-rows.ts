import type { CodeMatch } from '../../../adapters/ports/order-import.ts';
import type { OrderLine } from './read-order-file.ts';

/** The codes matching is asked for: every line's but those too long to be a code (they are never matched). */
export function codesToMatch(lines: readonly OrderLine[]): string[] {
  return lines.filter((line) => line.problem !== 'code-too-long').map((line) => line.code);
}

/**
 * The rows the port stores for a file's lines, each with its code's match (the matches of `codesToMatch`, in the
 * lines' order): a found or replaced code takes its product; an ambiguous or unknown one waits for the user; a code
 * too long is not found.
 */
export function importRowsOf(lines: readonly OrderLine[], matches: readonly CodeMatch[]) {
  let next = 0;
  return lines.map((line) => {
    if (line.problem === 'code-too-long') return { ...line, status: 'not_found' as const, matchedBy: null, productId: null };
    const match = matches[next++];
    if (!match) throw new Error(`No match for line ${line.line}`);
    const single = match.status === 'found' || match.status === 'replaced';
    return { ...line, status: match.status, matchedBy: match.matchedBy, productId: single ? (match.products[0]?.productId ?? null) : null };
  });
}
