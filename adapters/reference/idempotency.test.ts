import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../../shared/sqlite.ts';
import { isPortError } from '../ports/port-error.ts';
import { IdempotencyKeys, type IdempotentCall } from './idempotency.ts';
import { migrations } from './migrations/index.ts';

const result = z.object({ run: z.number().int() });

describe('IdempotencyKeys.once', () => {
  let db: Database;
  let keys: IdempotencyKeys;
  let runs: number;
  const run = () => ({ run: ++runs });
  const call = (key: string | undefined, request: unknown = { productId: 7, quantity: 2 }, scope = 'carts.addItem:1') =>
    db.transaction(() => keys.once({ scope, key, request, result } satisfies IdempotentCall<{ run: number }>, run)).immediate();
  const stored = () => db.prepare<[], { n: number }>('SELECT count(*) AS n FROM idempotency_keys').get()?.n;

  beforeEach(() => {
    db = openDatabase(':memory:', migrations);
    keys = new IdempotencyKeys(db);
    runs = 0;
  });

  it('replays the first result for the same key and request, running nothing', () => {
    expect(call('k1')).toEqual({ run: 1 });
    expect(call('k1')).toEqual({ run: 1 });
    expect(runs).toBe(1);
    expect(stored()).toBe(1);
  });

  it('fails with conflict when the same key comes with another request, and runs nothing', () => {
    call('k1');
    let error: unknown;
    try {
      call('k1', { productId: 7, quantity: 3 });
    } catch (caught) {
      error = caught;
    }
    expect(isPortError(error) && error.code).toBe('conflict');
    expect(runs).toBe(1);
  });

  it('runs every time without a key, and stores nothing', () => {
    expect(call(undefined)).toEqual({ run: 1 });
    expect(call(undefined)).toEqual({ run: 2 });
    expect(call('')).toEqual({ run: 3 });
    expect(stored()).toBe(0);
  });

  it('keeps scopes apart: the same key in another scope is another call', () => {
    call('k1', undefined, 'carts.addItem:1');
    expect(call('k1', undefined, 'carts.addItem:2')).toEqual({ run: 2 });
  });

  it('records nothing when the run fails, so a retry runs again', () => {
    const failing = () => {
      throw new Error('boom');
    };
    expect(() => db.transaction(() => keys.once({ scope: 's', key: 'k1', request: 1, result }, failing)).immediate()).toThrow('boom');
    expect(stored()).toBe(0);
    expect(call('k1', 1, 's')).toEqual({ run: 1 });
  });

  it('refuses to run outside a transaction, where the effect and its record could part', () => {
    expect(() => keys.once({ scope: 's', key: 'k1', request: 1, result }, run)).toThrow(/transaction/);
    expect(runs).toBe(0);
  });
});
