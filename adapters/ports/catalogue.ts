import { z } from 'zod';
import { customerProduct, customerPromo, type CustomerProduct, type CustomerPromo } from '../../shared/contract/catalogue.ts';
import { op } from './op.ts';

// The catalogue's products are the customer's view of them (prices included); a visitor's view drops the prices.
export const productSchema = customerProduct;
export type Product = CustomerProduct;
export const promoSchema = customerPromo;
export type Promo = CustomerPromo;

export const cataloguePort = {
  /** One product; `not_found` when no such id. */
  productById: op({ input: z.object({ id: z.number().int().positive() }), output: productSchema, idempotent: true }),
  /** Every product whose article code matches after normalisation (several brands may share a code); empty when none. */
  productsByCode: op({
    input: z.object({ code: z.string().min(1).max(100) }),
    output: z.array(productSchema),
    idempotent: true,
  }),
  /**
   * Catalogue text search: article codes and OE codes match after normalisation (prefix), descriptions and
   * brands by words. Exact code matches come first. An empty page when nothing matches.
   */
  search: op({
    input: z.object({
      q: z.string().trim().min(1).max(100),
      page: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(100).default(24),
    }),
    output: z.object({ rows: z.array(productSchema), total: z.number().int().min(0) }),
    idempotent: true,
  }),
  /** How many products `search` would find for a query. */
  count: op({ input: z.object({ q: z.string().trim().min(1).max(100) }), output: z.number().int().min(0), idempotent: true }),
  /** The homepage promotions, in display order. Priced (the customer's net price), so cached per actor. */
  promotions: op({ input: z.object({}), output: z.array(promoSchema), idempotent: true, cache: '5m', cacheBy: 'actor' }),
};
