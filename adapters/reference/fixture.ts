import type { Database } from '../../shared/sqlite.ts';
import { conformanceFixtureSchema, type ConformanceFixture } from '../conformance/fixture.ts';
import { customerNetCentsSql } from './pricing/customer-net-price.ts';
import { DEMO_ACCOUNTS } from './seed/customers.ts';

/** The fixture of the reference database, read from its demo data and checked against the conformance schema. */
export function referenceFixture(db: Database): ConformanceFixture {
  const { customer, otherCustomer, staff } = DEMO_ACCOUNTS;
  const product = db
    .prepare<[], ConformanceFixture['product']>(
      `SELECT p.id, p.code, p.min_qty AS minQty, p.pack_qty AS packQty FROM products p
      WHERE p.pack_qty = 1 AND p.min_qty = 1 AND EXISTS (SELECT 1 FROM product_oe_codes o WHERE o.product_id = p.id)
      ORDER BY p.id LIMIT 1`,
    )
    .get();
  const packed = db
    .prepare<[], ConformanceFixture['packedProduct']>(
      'SELECT id, pack_qty AS packQty, min_qty AS minQty FROM products WHERE pack_qty > 1 ORDER BY id LIMIT 1',
    )
    .get();
  const differentlyPriced = db
    .prepare<{ customer: string; other: string }, { id: number }>(
      `SELECT p.id FROM products p, (SELECT customer_id AS id FROM users WHERE username = @customer) mine,
        (SELECT customer_id AS id FROM users WHERE username = @other) theirs
      WHERE ${customerNetCentsSql('p', 'mine.id')} <> ${customerNetCentsSql('p', 'theirs.id')} ORDER BY p.id LIMIT 1`,
    )
    .get({ customer: customer.username, other: otherCustomer.username });
  const maxId = db.prepare<[], { maxId: number }>('SELECT coalesce(max(id), 0) AS maxId FROM products').get()?.maxId ?? 0;
  if (!product || !packed || !differentlyPriced) {
    throw new Error('The reference database has no demo products to build the conformance fixture from');
  }
  return conformanceFixtureSchema.parse({
    customer: { username: customer.username, password: customer.password, companyName: customer.companyName },
    otherCustomer: { username: otherCustomer.username, password: otherCustomer.password },
    staff: { username: staff.username, password: staff.password },
    product,
    packedProduct: packed,
    missingProductId: maxId + 1,
    differentlyPricedProductId: differentlyPriced.id,
  });
}
