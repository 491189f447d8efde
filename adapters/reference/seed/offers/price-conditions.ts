import type { Database } from '../../../../shared/sqlite.ts';
import type { Rng } from '../prng.ts';

/** The two demo accounts' conditions, fixed so their prices differ in a known way (conformance, README). */
const DEMO_CONDITIONS: Readonly<Record<number, { extra: number; urgent: number; brands: number; brandDiscount: [number, number] }>> = {
  1: { extra: 300, urgent: 1000, brands: 6, brandDiscount: [500, 1000] },
  2: { extra: 0, urgent: 1500, brands: 4, brandDiscount: [200, 800] },
};

/**
 * Customers' price conditions (basis points): an extra discount on every brand, some brands with their own, and
 * the urgent surcharge. Some customers have none at all: their net is the product's, urgent included.
 */
export function seedPriceConditions(db: Database, rng: Rng): number {
  const customers = db.prepare<[], { id: number }>('SELECT id FROM customers ORDER BY id').all();
  const brands = db
    .prepare<[], { id: number }>('SELECT id FROM brands ORDER BY id')
    .all()
    .map((b) => b.id);
  const insertConditions = db.prepare(
    'INSERT INTO customer_conditions (customer_id, extra_discount_bp, urgent_surcharge_bp) VALUES (?, ?, ?)',
  );
  const insertBrand = db.prepare('INSERT INTO customer_brand_discounts (customer_id, brand_id, extra_discount_bp) VALUES (?, ?, ?)');
  let written = 0;
  for (const { id } of customers) {
    const demo = DEMO_CONDITIONS[id];
    if (!demo && !rng.chance(0.85)) continue;
    const extra = demo ? demo.extra : rng.chance(0.6) ? 50 * rng.int(1, 10) : 0;
    const urgent = demo ? demo.urgent : 250 * rng.int(2, 8);
    insertConditions.run(id, extra, urgent);
    written++;
    const [low, high] = demo ? demo.brandDiscount : [200, 1200];
    for (const brandId of rng.sample(brands, demo ? demo.brands : rng.int(0, 5)).sort((a, b) => a - b)) {
      insertBrand.run(id, brandId, 50 * rng.int(low / 50, high / 50));
    }
  }
  return written;
}
