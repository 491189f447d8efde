import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { WordsQuery } from './words.ts';

export interface WordScanOptions {
  /**
   * Time the words part of one search may take. Word hits come in rowid order, a sparse query is read in windows
   * of rowids, and when the time is spent the hits found so far are the answer (marked capped: a lower bound).
   * A few words whose products rarely meet (`a b c d e f g h`: 50 ms over a million products) cost at most this.
   */
  budgetMs: number;
  /** Estimated cost (postings, see `scanCost`) of the first window; the next ones are sized by measured time. */
  firstWindowCost: number;
}

export const DEFAULT_WORD_SCAN: WordScanOptions = { budgetMs: 1.5, firstWindowCost: 40_000 };

/** Most a window grows over the previous one, whatever the clock says (a window that took ~0 ms). */
const MAX_GROWTH = 16;

export interface WordHits {
  /** Product ids in rowid order (products are numbered by popularity in the demo data, so best first). */
  ids: number[];
  /** The time ran out before `limit` hits were found or every rowid was searched: more hits may exist. */
  truncated: boolean;
}

/** Runs the words part of searches over products_fts, window by window, within a time budget. */
export class WordScanner {
  private readonly sql: {
    window: Statement<[string, number, number, number], number>;
    maxRowid: Statement<[], number | null>;
  };

  constructor(
    db: Database,
    private readonly options: WordScanOptions,
  ) {
    this.sql = {
      window: db.prepare<[string, number, number, number], number>(
        'SELECT rowid FROM products_fts WHERE products_fts MATCH ? AND rowid BETWEEN ? AND ? LIMIT ?',
      ),
      // products_fts has no cheap max(rowid) of its own; its rows are the products' ids.
      maxRowid: db.prepare<[], number | null>('SELECT max(id) FROM products'),
    };
    this.sql.window.pluck();
    this.sql.maxRowid.pluck();
  }

  /** Up to `limit` hits of `query`, the first by rowid; stops early when `deadline` (performance.now()) passes. */
  scan(query: WordsQuery, limit: number, deadline: number): WordHits {
    const last = this.sql.maxRowid.get() ?? 0;
    const ids: number[] = [];
    let from = 1;
    let span = Math.max(1, Math.ceil(last * Math.min(1, this.options.firstWindowCost / Math.max(1, query.cost))));
    while (from <= last && ids.length < limit) {
      const to = Math.min(last, from + span - 1);
      const started = performance.now();
      for (const id of this.sql.window.iterate(query.match, from, to, limit - ids.length)) ids.push(id);
      const now = performance.now();
      from = to + 1;
      if (ids.length >= limit || from > last) break;
      const left = deadline - now;
      if (left <= 0) return { ids, truncated: true };
      // Size the next window to fit most of the time left, at the pace of this one.
      const took = Math.max(now - started, 0.001);
      span = Math.max(1, Math.floor(span * Math.min(MAX_GROWTH, (0.8 * left) / took)));
    }
    return { ids, truncated: false };
  }
}
