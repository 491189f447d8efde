import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { templateDatabase } from '../../template.ts';
import { DEFAULT_PRODUCTS } from '../index.ts';
import { PRODUCT_PAGE_SAMPLES, sampleId } from '../product-page/samples.ts';
import { relationProblems } from './relations-check.ts';

/**
 * The product page's alternatives and substitutes as a mechanic meets them (issue 47), at the default 50,000
 * products: each shares its product's axle, side and measures. The seeded template is shared with the other tests
 * of that size and only read.
 */
describe('the alternatives and substitutes of the demo data at 50,000 products', () => {
  it('share the criteria of their part item', { timeout: 120_000 }, () => {
    const db = new Database(templateDatabase(DEFAULT_PRODUCTS), { readonly: true });
    try {
      expect(relationProblems(db)).toEqual([]);

      // The mechanic's example: the Brembo rear 310 mm disc offered a front 242 mm one.
      const disc = sampleId(db, PRODUCT_PAGE_SAMPLES.disc);
      const alternatives = db
        .prepare<[number | undefined], string>(
          `SELECT p.description FROM product_relations r JOIN products p ON p.id = r.related_product_id
          WHERE r.product_id = ? AND r.kind = 'alternative'`,
        )
        .pluck()
        .all(disc);
      expect(alternatives.length).toBeGreaterThan(0);
      for (const description of alternatives) expect(description).toMatch(/^Disco freno, asse posteriore, .*Ø 310 mm$/);

      // Fitting ones are found for most parts, not only dropped.
      const share = db
        .prepare<[], number>(
          `SELECT avg(EXISTS (SELECT 1 FROM product_relations r WHERE r.product_id = p.id AND r.kind = 'alternative'))
          FROM products p WHERE p.part_item_id IS NOT NULL`,
        )
        .pluck()
        .get();
      expect(share).toBeGreaterThan(0.7);
    } finally {
      db.close();
    }
  });
});
