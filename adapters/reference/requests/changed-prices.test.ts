import BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_FILE } from '../index.ts';
import { ctxOf, openTestReference, type TestReference } from '../test-helpers.ts';

let ref: TestReference;
beforeAll(() => {
  ref = openTestReference();
});
afterAll(() => ref.cleanup());

describe('reference changed prices', () => {
  it('counts a price change another process wrote (the ERP feed, another instance) at once', async () => {
    const demo = await ref.checked.accounts.login(ref.fixture.customer, ctxOf(null));
    const ctx = ctxOf({ userId: demo.userId, customerId: demo.customerId });
    const before = await ref.checked.requests.changedPrices({}, ctx);
    const brand = before[0];
    expect(brand).toBeDefined();
    if (!brand) return;
    const other = new BetterSqlite3(join(ref.dataDir, REFERENCE_FILE));
    try {
      const product = other
        .prepare<[string], number>(
          `SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id WHERE b.price_list_code = ?
          AND p.id NOT IN (SELECT product_id FROM price_changes) LIMIT 1`,
        )
        .pluck()
        .get(brand.brandCode);
      other
        .prepare(
          `INSERT INTO price_changes (product_id, changed_at, list_cents_before, net_cents_before) VALUES (?, '2999-01-01', 100, 90)`,
        )
        .run(product);
    } finally {
      other.close();
    }
    const after = await ref.checked.requests.changedPrices({}, ctx);
    expect(after.find((b) => b.brandCode === brand.brandCode)?.changedPrices).toBe(brand.changedPrices + 1);
  });
});
