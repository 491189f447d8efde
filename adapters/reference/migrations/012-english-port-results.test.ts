import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../../shared/sqlite.ts';
import { migrations } from './index.ts';

describe('migration 12: results stored in the ports’ older names', () => {
  it('drops the stored results of the carts and addresses operations, and keeps an order’s', () => {
    const db = openDatabase(':memory:', migrations.slice(0, 11));
    try {
      const keep = db.prepare('INSERT INTO idempotency_keys (scope, key, request_hash, result, created_at) VALUES (?, ?, ?, ?, ?)');
      for (const scope of ['carts.addItem:1', 'carts.addLines:1', 'carts.create:1', 'addresses.add:1', 'orders.place:1']) {
        keep.run(scope, 'k1', 'hash', '{"cart":{"idCart":3,"lines":1,"quantity":2}}', '2026-11-20T10:00:00.000Z');
      }
      expect(migrate(db, migrations.slice(0, 12))).toEqual([12]);
      // A retry of an order with its key still answers the order it placed: that reply kept its shape.
      expect(db.prepare('SELECT scope FROM idempotency_keys').all()).toEqual([{ scope: 'orders.place:1' }]);
    } finally {
      db.close();
    }
  });
});
