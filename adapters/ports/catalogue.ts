import { z } from 'zod';
import {
  catalogueItem,
  customerProduct,
  customerPromo,
  relationCounts,
  relationKinds,
  searchFilters,
  searchResult,
  searchSorts,
  type CustomerProduct,
  type CustomerPromo,
} from '../../shared/contract/catalogue.ts';
import { productImage, gift } from '../../shared/contract/product.ts';
import { articleCodeSchema } from '../../shared/codes.ts';
import { op } from './op.ts';

const productId = z.number().int().positive();

// The catalogue's products are the customer's view of them (prices included); a visitor's view drops the prices.
export const productSchema = customerProduct;
export type Product = CustomerProduct;
export const promoSchema = customerPromo;
export type Promo = CustomerPromo;

export const cataloguePort = {
  /** One product; `not_found` when no such id. */
  productById: op({
    input: z.object({ id: z.number().int().positive() }),
    output: productSchema,
    idempotent: true,
    reasons: ['product-not-found'],
  }),
  /**
   * What the catalogue says of several products (no price, no stock: the BFF adds the asker's offer), in the order
   * of the ids asked, each once; unknown ids are left out. One call for a page of rows (/ricerca-ricambi).
   */
  productsByIds: op({
    input: z.object({ ids: z.array(productId).max(100) }),
    output: z.array(catalogueItem).max(100),
    idempotent: true,
  }),
  /** Every product whose article code matches after normalisation (several brands may share a code); empty when none. */
  productsByCode: op({
    input: z.object({ code: z.string().min(1).max(100) }),
    output: z.array(productSchema),
    idempotent: true,
  }),
  /**
   * Catalogue text search. Ranking, best first: exact article code, exact OE code, cross-references of an exact
   * article code (a competitor's code finds the equivalents), article-code prefix, OE-code prefix, then words of
   * descriptions and brands (every word required, each also as a prefix). Filters narrow by brand, group and
   * availability; facets count the hits per value. The count is exact up to the implementation's cap and a lower
   * bound above it (`capped`); sorts other than relevance apply only when not capped. An empty page when nothing
   * matches.
   */
  search: op({
    input: z.object({
      q: z.string().trim().min(1).max(100),
      filters: searchFilters.prefault({}),
      sort: z.enum(searchSorts).default('relevance'),
      page: z.number().int().min(1).max(1000).default(1),
      pageSize: z.number().int().min(1).max(100).default(24),
    }),
    output: searchResult,
    idempotent: true,
  }),
  /** How many products `search` would find for a query, and whether counting stopped at the cap. */
  count: op({
    input: z.object({ q: z.string().trim().min(1).max(100) }),
    output: z.object({ total: z.number().int().min(0), capped: z.boolean() }),
    idempotent: true,
  }),
  /**
   * The products of one row of the vehicle-data search (SPEC /ricerca-avanzata): the article `code` of price list
   * `priceListCode` (kind 'article': a brand's list; kind 'oe': a maker's original numbers), and with
   * `withEquivalents` its cross-references too. Exact code first. Empty when nothing matches.
   */
  codeRow: op({
    input: z.object({
      priceListCode: z.string().trim().min(1).max(20),
      code: z.string().trim().min(1).max(100),
      kind: z.enum(['article', 'oe']),
      withEquivalents: z.boolean().default(false),
    }),
    output: z.array(catalogueItem).max(200),
    idempotent: true,
  }),
  /** The homepage promotions, in display order. Priced (the customer's net price), so cached per actor. */
  promotions: op({ input: z.object({}), output: z.array(promoSchema), idempotent: true, cache: '5m', cacheBy: 'actor' }),
  /**
   * The products related to one (SPEC §2 product page tabs), best first, at most 50: see `relationKinds` for
   * what each kind means. `not_found` when no such product. The same for everyone (no prices).
   */
  relations: op({
    input: z.object({ id: productId, kind: z.enum(relationKinds) }),
    output: z.array(catalogueItem).max(50),
    idempotent: true,
    reasons: ['product-not-found'],
    cache: '5m',
    cacheBy: 'global',
  }),
  /**
   * How many related products of each kind each product has, in the order asked; unknown ids are left out. The same
   * for everyone, cached as long as `relations` (so a row's counter and its popover's list agree).
   */
  relationCounts: op({
    input: z.object({ ids: z.array(productId).min(1).max(100) }),
    output: z.array(relationCounts.extend({ productId: z.number().int() })),
    idempotent: true,
    cache: '5m',
    cacheBy: 'global',
  }),
  /** The product's pictures, main first; `not_found` when no such product. */
  images: op({
    input: z.object({ id: productId }),
    output: z.array(productImage).max(20),
    idempotent: true,
    reasons: ['product-not-found'],
    cache: '1h',
    cacheBy: 'global',
  }),
  /**
   * The core deposit (cauzione carcassa) charged with an exchange part, as a product of its own; null when the
   * part has none. `not_found` when no such product.
   */
  coreDeposit: op({
    input: z.object({ id: productId }),
    output: catalogueItem.nullable(),
    idempotent: true,
    reasons: ['product-not-found'],
    cache: '5m',
    cacheBy: 'global',
  }),
  /** The gifts (omaggi) running today for an article code (any brand); empty when none. */
  gifts: op({ input: z.object({ code: articleCodeSchema }), output: z.array(gift), idempotent: true }),
  /** The tyre sizes a snow chain fits ("205/55 R16"), for an article code; empty for other articles. */
  tyreSizes: op({
    input: z.object({ code: articleCodeSchema }),
    output: z.array(z.string()),
    idempotent: true,
    cache: '1h',
    cacheBy: 'global',
  }),
};
