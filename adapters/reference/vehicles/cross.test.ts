import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseCode } from '../../../shared/codes.ts';
import { ctxOf, openTestReference, type TestReference } from '../test-helpers.ts';

let ref: TestReference;
const visitor = ctxOf(null);
beforeAll(() => {
  ref = openTestReference();
});
afterAll(() => ref.cleanup());

interface OeNumber {
  priceListCode: string;
  oeCode: string;
}

/** OE numbers of the demo data, each with its maker's list, in id order. */
function oeNumbers(limit: number): OeNumber[] {
  return ref.db
    .prepare<[number], OeNumber>(
      `SELECT m.price_list_code AS priceListCode, o.code AS oeCode FROM oe_codes o JOIN makers m ON m.id = o.maker_id
      WHERE EXISTS (SELECT 1 FROM product_oe_codes po WHERE po.oe_code_id = o.id) ORDER BY o.id LIMIT ?`,
    )
    .all(limit);
}

describe('equivalents of other brands (vehicles.otherCross)', () => {
  it('finds some for a good share of the original numbers of the demo data', async () => {
    const sample = oeNumbers(200);
    let withEquivalents = 0;
    for (const oe of sample) if ((await ref.checked.vehicles.otherCross(oe, visitor)).count > 0) withEquivalents += 1;
    expect(withEquivalents).toBeGreaterThan(sample.length / 5);
  });

  it('answers products that do not carry the number, each an equivalent of one that does', async () => {
    let checked = 0;
    for (const oe of oeNumbers(100)) {
      const other = await ref.checked.vehicles.otherCross(oe, visitor);
      if (other.count === 0) continue;
      const carriers = new Set((await ref.checked.vehicles.cross(oe, visitor)).products.map((p) => p.productId));
      expect(carriers.size).toBeGreaterThan(0);
      const carried = ref.db
        .prepare<[string, string], number>(
          `SELECT po.product_id FROM oe_codes o JOIN makers m ON m.id = o.maker_id
          JOIN product_oe_codes po ON po.oe_code_id = o.id WHERE m.price_list_code = ? AND o.code_norm = ?`,
        )
        .pluck()
        .all(oe.priceListCode, normaliseCode(oe.oeCode));
      const crossOf = ref.db
        .prepare<[number, number], number>('SELECT count(*) FROM cross_references WHERE product_id = ? AND other_product_id = ?')
        .pluck();
      for (const product of other.products) {
        expect(carried).not.toContain(product.productId);
        expect([...carriers].some((carrier) => crossOf.get(carrier, product.productId) === 1)).toBe(true);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('keeps the product page tabs apart: no equivalent is also an alternative, substitute or companion', () => {
    const overlap = ref.db
      .prepare<[], number>(
        `SELECT count(*) FROM cross_references c JOIN product_relations r
          ON r.product_id = c.product_id AND r.related_product_id = c.other_product_id`,
      )
      .pluck()
      .get();
    expect(overlap).toBe(0);
  });
});
