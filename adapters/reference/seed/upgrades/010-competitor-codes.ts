import { normaliseCode } from '../../../../shared/codes.ts';
import type { DataUpgrade } from './index.ts';

/** Makers the shop does not list, whose codes a reseller's order may carry, with the shape of their codes. */
const COMPETITORS = [
  { maker: 'Nordparts', prefix: 'NP-' },
  { maker: 'Autocomp', prefix: 'AC ' },
  { maker: 'Ricambi Sud', prefix: 'RS.' },
] as const;

/** The share of cross-referenced products a competitor's code points at. */
const SHARE = 0.2;

/**
 * Version 10: codes of makers the shop does not list (competitor_codes), each pointing at the one product of ours
 * that replaces it: the third step of matching an imported order's codes (article, OE number, cross-reference).
 * About a fifth of the products with equivalents get one, so a catalogue of any size has some.
 */
export const competitorCodesData: DataUpgrade = {
  version: 10,
  name: 'competitor codes',
  tables: ['competitor_codes'],
  apply(db, { rng }) {
    const products = db.prepare<[], number>('SELECT DISTINCT product_id FROM cross_references ORDER BY product_id').pluck().all();
    const taken = db
      .prepare<[{ code: string }], number>(
        `SELECT EXISTS (SELECT 1 FROM products WHERE code_norm = @code) OR EXISTS (SELECT 1 FROM oe_codes WHERE code_norm = @code)
        OR EXISTS (SELECT 1 FROM competitor_codes WHERE code_norm = @code)`,
      )
      .pluck();
    const insert = db.prepare('INSERT INTO competitor_codes (code_norm, code, maker, product_id) VALUES (?, ?, ?, ?)');
    for (const productId of products) {
      if (!rng.chance(SHARE)) continue;
      const { maker, prefix } = rng.pick(COMPETITORS);
      const code = `${prefix}${rng.int(100_000, 999_999)}`;
      // A code that is also an article or OE number would match earlier: left out, as a clash between makers.
      if (taken.get({ code: normaliseCode(code) }) === 1) continue;
      insert.run(normaliseCode(code), code, maker, productId);
    }
  },
};
