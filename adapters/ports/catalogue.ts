import { z } from 'zod';
import { op } from './op.ts';

export const stockSchema = z.object({
  warehouseCode: z.string(),
  warehouseName: z.string(),
  quantity: z.number().int().min(0),
});

export const productSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  /** Article code as the brand writes it. */
  code: z.string(),
  description: z.string(),
  priceListCode: z.string(),
  /** Customer's net price and the list price, in cents, net of VAT. */
  netCents: z.number().int().min(0),
  listCents: z.number().int().min(0),
  /** Sold in multiples of packQty, at least minQty. */
  packQty: z.number().int().min(1),
  minQty: z.number().int().min(1),
  stock: z.array(stockSchema),
  oeCodes: z.array(z.object({ maker: z.string(), code: z.string() })),
  crossReferences: z.array(z.object({ productId: z.number().int(), brand: z.string(), code: z.string() })),
});
export type Product = z.infer<typeof productSchema>;

export const promoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  product: productSchema.pick({ id: true, brand: true, code: true, description: true, netCents: true, listCents: true }),
});
export type Promo = z.infer<typeof promoSchema>;

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
