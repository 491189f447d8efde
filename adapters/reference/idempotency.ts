import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Database, Statement } from '../../shared/sqlite.ts';
import { fail } from '../ports/reasons.ts';

/** One call of a non-idempotent operation, as its idempotency key covers it. */
export interface IdempotentCall<T> {
  /** The operation and whose data it changes (e.g. `carts.addItem:42`): the same key in another scope is another call. */
  scope: string;
  /** `ctx.idempotencyKey`; without one (or with an empty one) the call runs every time. */
  key: string | undefined;
  /** What the caller asked for, as JSON; a retry must ask for the same. */
  request: unknown;
  /** The operation's output schema: reads the stored result back. */
  result: z.ZodType<T>;
}

interface StoredCall {
  requestHash: string;
  result: string;
}

/**
 * The results of non-idempotent operations (add to cart, order submit, import submit) by scope and key, in
 * `idempotency_keys`, so a retry with the same key replays the first result instead of repeating the effect.
 */
export class IdempotencyKeys {
  private readonly db: Database;
  private readonly find: Statement<[string, string], StoredCall>;
  private readonly save: Statement<[string, string, string, string, string]>;

  constructor(db: Database) {
    this.db = db;
    this.find = db.prepare('SELECT request_hash AS requestHash, result FROM idempotency_keys WHERE scope = ? AND key = ?');
    this.save = db.prepare('INSERT INTO idempotency_keys (scope, key, request_hash, result, created_at) VALUES (?, ?, ?, ?, ?)');
  }

  /**
   * Runs `run` once per scope and key and returns its result. The same key again with the same request returns
   * the stored result and runs nothing; with another request it fails with `conflict`. Call it inside the caller's
   * write transaction: the effect and its record then commit together, or neither does.
   */
  once<T>(call: IdempotentCall<T>, run: () => T): T {
    if (!this.db.inTransaction) throw new Error(`Idempotent call ${call.scope} must run inside a write transaction`);
    if (!call.key) return run();
    const requestHash = createHash('sha256').update(JSON.stringify(call.request)).digest('hex');
    const seen = this.find.get(call.scope, call.key);
    if (seen) {
      if (seen.requestHash !== requestHash) throw fail('idempotency-key-reused');
      return call.result.parse(JSON.parse(seen.result));
    }
    const result = run();
    this.save.run(call.scope, call.key, requestHash, JSON.stringify(result), new Date().toISOString());
    return result;
  }
}
