import type { Migration } from '../../../shared/sqlite.ts';

/**
 * The tabs of the product page besides its matches (cross_references): alternatives, substitutes, necessaries and
 * suggestions (SPEC §2 product page, §7 get-alternative, get-substitutes, get-necessaries, get-suggested).
 * Keyed for "the relations of one kind of a product" and their counters.
 */
export const productRelations: Migration = {
  version: 2,
  name: 'product relations',
  up: /* sql */ `
    CREATE TABLE product_relations (
      product_id INTEGER NOT NULL REFERENCES products(id),
      kind TEXT NOT NULL CHECK (kind IN ('alternative', 'substitute', 'necessary', 'suggested')),
      related_product_id INTEGER NOT NULL REFERENCES products(id) CHECK (related_product_id <> product_id),
      PRIMARY KEY (product_id, kind, related_product_id)
    ) WITHOUT ROWID;
  `,
};
