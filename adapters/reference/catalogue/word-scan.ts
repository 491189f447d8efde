import type { Database, Statement } from '../../../shared/sqlite.ts';
import { WINDOW_SHIFTS, windowTag } from './tags.ts';
import type { WordsQuery } from './words.ts';

export interface WordScanOptions {
  /**
   * Time the words part of one search may take. A query estimated to be cheap runs over the whole index at once;
   * a costly one (words whose products rarely meet: `a b c d e f g h` reads ~30 ms of doclists at a million
   * products) is read window by window of ids, and when the time is spent the hits found so far are the answer,
   * marked capped (a lower bound). Measured in time, not postings: the estimate is off by up to 5x either way.
   */
  budgetMs: number;
  /** Largest estimated cost (see `scanCost`) run over the whole index in one statement: 1 to 5 ms at a million products. */
  wholeScanCost: number;
  /** Estimated cost of the first window; the next ones are sized by the time the previous ones took. */
  firstWindowCost: number;
}

export const DEFAULT_WORD_SCAN: WordScanOptions = { budgetMs: 1.5, wholeScanCost: 200_000, firstWindowCost: 40_000 };

export interface WordHits {
  /** Product ids in rowid order (products are numbered by popularity in the demo data, so best first). */
  ids: number[];
  /** The time ran out before `limit` hits were found or every id was searched: more hits may exist. */
  truncated: boolean;
}

/** Runs the words part of searches over products_fts: whole or window by window, within a time budget. */
export class WordScanner {
  private readonly sql: {
    from: Statement<[string, number, number], number>;
    maxRowid: Statement<[], number | null>;
  };

  constructor(
    db: Database,
    private readonly options: WordScanOptions,
  ) {
    this.sql = {
      // The bound is cast: FTS5 uses a rowid constraint only when its value is an integer, and JS numbers bind as reals.
      from: db.prepare<[string, number, number], number>(
        'SELECT rowid FROM products_fts WHERE products_fts MATCH ? AND rowid >= CAST(? AS INTEGER) LIMIT ?',
      ),
      // products_fts has no cheap max(rowid) of its own; its rows are the products'.
      maxRowid: db.prepare<[], number | null>('SELECT max(id) FROM products'),
    };
    this.sql.from.pluck();
    this.sql.maxRowid.pluck();
  }

  /** Up to `limit` hits of `query`, the first by rowid; stops early when `deadline` (performance.now()) passes. */
  scan(query: WordsQuery, limit: number, deadline: number): WordHits {
    const ids: number[] = [];
    const read = (match: string, from: number) => {
      for (const id of this.sql.from.all(match, from, limit - ids.length)) ids.push(id);
    };
    if (query.cost <= this.options.wholeScanCost) {
      read(query.match, 0);
      return { ids, truncated: false };
    }
    const last = this.sql.maxRowid.get() ?? 0;
    const costPerId = query.cost / Math.max(1, last);
    let allowance = this.options.firstWindowCost;
    let from = 0;
    while (from <= last && ids.length < limit) {
      if ((last - from + 1) * costPerId <= allowance) {
        read(query.match, from);
        break;
      }
      // The largest window starting here (windows are aligned to their size) whose cost fits, else the smallest.
      const level = Math.max(
        0,
        WINDOW_SHIFTS.findLastIndex((shift) => from % 2 ** shift === 0 && 2 ** shift * costPerId <= allowance),
      );
      const shift = WINDOW_SHIFTS[level] ?? 0;
      const started = performance.now();
      read(`${query.match} AND tags : "${windowTag(level, from >> shift)}"`, from);
      const now = performance.now();
      from += 2 ** shift;
      const left = deadline - now;
      if (left <= 0) return { ids, truncated: from <= last && ids.length < limit };
      // The next window gets most of the time left, at the pace of this one (per unit of estimated cost).
      const pace = Math.max(now - started, 0.001) / (2 ** shift * costPerId);
      allowance = (0.8 * left) / pace;
    }
    return { ids, truncated: false };
  }
}
