import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import { stockTag, WINDOW_SHIFTS, windowPrefix } from './tags.ts';

/** Terms of one slice of a background reload: about this many postings, a few milliseconds of reading. */
const SLICE_POSTINGS = 60_000;
/** Above every term. */
const TOP = '\u{10FFFF}';
/**
 * Ranges of terms never read: `instock` alone (nearly every product: 20 ms to walk at a million, counted instead
 * as the products not out of stock) and the window tokens (`w2n…`, a million postings per level, no use here).
 */
const SKIPPED: Array<[string, string]> = [
  [stockTag(true), `${stockTag(true)}\u0000`] as [string, string],
  ...WINDOW_SHIFTS.map((_, level): [string, string] => [windowPrefix(level), windowPrefix(level) + TOP]),
].sort(([a], [b]) => (a < b ? -1 : 1));
/** The ranges of terms read, in order: everything but SKIPPED. */
const READ: Array<[string, string]> = [...SKIPPED, [TOP, TOP] as [string, string]].map(([from], i, all): [string, string] => [
  all[i - 1]?.[1] ?? '',
  from,
]);

interface Terms {
  /** Sorted, for prefix ranges by binary search. */
  terms: string[];
  /** Products holding each term, in descriptions or brands (summed: an upper bound). */
  docs: Map<string, number>;
  /** Products carrying each tag token. */
  tags: Map<string, number>;
}

/**
 * The searchable words of products_fts (descriptions and brands; ~2,500 terms at a million products) with how many
 * products hold each, in memory. A query word is turned into exact terms here rather than an FTS5 prefix query
 * (`"f"*`), which merges every matching doclist in full before returning a row (30 ms for one letter at a million
 * products) where exact terms are read lazily and stop at the LIMIT.
 *
 * Reading the vocabulary walks every doclist (~250 ms at a million products): done once when opened, and again,
 * in slices between other work, when products were added (a higher last id: one index lookup per search tells).
 * A slice is about 60,000 postings, ~2 ms, but one term is never split: the commonest (`mm`, in 380,000
 * descriptions at a million products) holds the loop for ~20 ms, once per catalogue import.
 * Re-tagging changes no word. A description edited in place shows after a restart, and a word of products
 * removed since only expands to a term that finds nothing.
 */
export class Vocabulary {
  private current: Terms;
  /** The last product id when the vocabulary was read. */
  private lastId: number;
  private readonly sql: {
    slice: Statement<[string, string], { term: string; col: string; doc: number }>;
    lastId: Statement<[], number | null>;
  };
  /** The reload under way, if any (tests await it). */
  reloading: Promise<void> | null = null;

  constructor(private readonly db: Database) {
    db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.products_fts_vocabulary USING fts5vocab(main, 'products_fts', 'col')");
    this.sql = {
      slice: db.prepare('SELECT term, col, doc FROM temp.products_fts_vocabulary WHERE term >= ? AND term < ?'),
      lastId: db.prepare<[], number | null>('SELECT max(id) FROM products'),
    };
    this.sql.lastId.pluck();
    this.lastId = this.sql.lastId.get() ?? 0;
    this.current = { terms: [], docs: new Map(), tags: new Map() };
    for (const [from, to] of READ) this.readInto(this.current, from, to);
    this.finish(this.current, this.lastId);
  }

  /** Up to `limit` terms starting with `prefix`: the exact term first if it is one, then the most frequent. */
  expand(prefix: string, limit: number): string[] {
    const { terms, docs } = this.current;
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((terms[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < terms.length && (terms[i] ?? '').startsWith(prefix); i++) found.push(terms[i] ?? '');
    const rank = (term: string) => (term === prefix ? Infinity : (docs.get(term) ?? 0));
    found.sort((a, b) => rank(b) - rank(a) || (a < b ? -1 : 1));
    return found.slice(0, limit);
  }

  /** Products holding `term` in descriptions or brands (0 when none). */
  docs(term: string): number {
    return this.current.docs.get(term) ?? 0;
  }

  /** Products carrying a tag token (0 when none). */
  tagged(tag: string): number {
    return this.current.tags.get(tag) ?? 0;
  }

  /** Starts a background reload when products were added since the vocabulary was read; cheap otherwise. */
  refreshIfChanged(): void {
    if (this.reloading) return;
    const lastId = this.sql.lastId.get() ?? 0;
    if (lastId === this.lastId) return;
    this.reloading = this.reload(lastId).finally(() => {
      this.reloading = null;
    });
  }

  private async reload(lastId: number): Promise<void> {
    // Slices of the old vocabulary's term order hold about SLICE_POSTINGS each; new terms fall into one of them.
    const { terms, docs, tags } = this.current;
    const slices: Array<[string, string]> = [];
    for (const [from, to] of READ) {
      let start = from;
      let postings = 0;
      for (const term of [...terms, ...tags.keys()].filter((t) => t > from && t < to).sort()) {
        postings += docs.get(term) ?? tags.get(term) ?? 0;
        if (postings < SLICE_POSTINGS) continue;
        slices.push([start, term]);
        start = term;
        postings = 0;
      }
      slices.push([start, to]);
    }
    const next: Terms = { terms: [], docs: new Map(), tags: new Map() };
    for (const [from, to] of slices) {
      await nextTurn();
      if (!this.db.open) return;
      this.readInto(next, from, to);
    }
    this.finish(next, lastId);
    this.current = next;
    this.lastId = lastId;
  }

  /** Sorts the terms read and counts `instock` (ids are dense enough for an estimate of the scan's cost). */
  private finish(read: Terms, lastId: number): void {
    read.terms = [...read.docs.keys()].sort();
    read.tags.set(stockTag(true), Math.max(0, lastId - (read.tags.get(stockTag(false)) ?? 0)));
  }

  /** Adds the terms of [from, to) to `into`. */
  private readInto(into: Terms, from: string, to: string): void {
    for (const row of this.sql.slice.iterate(from, to)) {
      const counts = row.col === 'tags' ? into.tags : into.docs;
      counts.set(row.term, (counts.get(row.term) ?? 0) + row.doc);
    }
  }
}
