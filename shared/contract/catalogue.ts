import { z } from 'zod';

/**
 * Products as the SPA receives them. Net and list prices are a trade customer's business: a visitor's reply
 * has no price fields at all, so the types of both shapes say exactly what each one gets.
 */
export const pricesView = z.object({
  /** The customer's net price and the list price, in cents, net of VAT. */
  netCents: z.number().int().min(0),
  listCents: z.number().int().min(0),
});
export type PricesView = z.output<typeof pricesView>;

/**
 * What the catalogue says of a product, the same for everyone: no price, no stock (those come from the pricing
 * and availability ports, per customer and per moment). Search results and every other list are made of these.
 */
export const catalogueItem = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  brand: z.string(),
  /** Article code as the brand writes it. */
  code: z.string(),
  description: z.string(),
  priceListCode: z.string(),
  /** The ERP's own product group (its merchandise category), the search's group facet. */
  group: z.object({ id: z.number().int(), name: z.string() }),
  /** Sold in multiples of packQty, at least minQty. */
  packQty: z.number().int().min(1),
  minQty: z.number().int().min(1),
});
export type CatalogueItem = z.output<typeof catalogueItem>;

/**
 * A product's OE numbers and its other brands' equivalents: part of the product itself (its page, a lookup by id or
 * code), not of the rows of a list, which do not show them: they were two thirds of a search reply's bytes.
 */
export const productCodes = z.object({
  oeCodes: z.array(z.object({ maker: z.string(), code: z.string() })),
  crossReferences: z.array(z.object({ productId: z.number().int(), brand: z.string(), code: z.string() })),
});
export type ProductCodes = z.output<typeof productCodes>;

export const visitorProduct = catalogueItem.extend({
  ...productCodes.shape,
  stock: z.array(z.object({ warehouseCode: z.string(), warehouseName: z.string(), quantity: z.number().int().min(0) })),
});
export const customerProduct = visitorProduct.extend(pricesView.shape);
/** A customer's product first: a reply with prices keeps them, one without stays without. */
export const productView = z.union([customerProduct, visitorProduct]);
export type VisitorProduct = z.output<typeof visitorProduct>;
export type CustomerProduct = z.output<typeof customerProduct>;
export type ProductView = VisitorProduct | CustomerProduct;

const promoProductBase = visitorProduct.pick({ id: true, brand: true, code: true, description: true });
export const visitorPromo = z.object({ id: z.number().int(), title: z.string(), subtitle: z.string(), product: promoProductBase });
export const customerPromo = visitorPromo.extend({ product: promoProductBase.extend(pricesView.shape) });
export const promoView = z.union([customerPromo, visitorPromo]);
export type VisitorPromo = z.output<typeof visitorPromo>;
export type CustomerPromo = z.output<typeof customerPromo>;
export type PromoView = VisitorPromo | CustomerPromo;

/** GET /get-promo-hp */
export const promotionsReply = z.array(promoView);
/** GET /sfapi/v1/catalog/product-code/{code} */
export const productsByCodeReply = z.array(productView);
/** GET /sfapi/v1/catalog/count {q}: exact up to the catalogue's cap (1,000 by default), cap + 1 meaning "more". */
export const countReply = z.number().int().min(0);

/** Orders of search results; anything but relevance is offered only while every hit is known (total not capped). */
export const searchSorts = ['relevance', 'price-asc', 'price-desc', 'brand', 'code'] as const;
export type SearchSort = (typeof searchSorts)[number];
/** Availability in the distributor's network of warehouses. */
export const availabilityFilters = ['in-stock', 'out-of-stock'] as const;
export type AvailabilityFilter = (typeof availabilityFilters)[number];

/** Most product ids a search may be narrowed to (a vehicle's fitting parts, vehicles.codesForVehicle). */
export const MAX_FILTER_PRODUCT_IDS = 5000;

/**
 * Narrowing a search: brands and groups by id (several of one kind = any of them), availability, and optionally
 * a set of products (e.g. those fitting the chosen vehicle: an empty set finds nothing).
 */
export const searchFilters = z.object({
  brandIds: z.array(z.number().int().positive()).max(20).default([]),
  groupIds: z.array(z.number().int().positive()).max(20).default([]),
  availability: z.enum(availabilityFilters).nullable().default(null),
  productIds: z.array(z.number().int().positive()).max(MAX_FILTER_PRODUCT_IDS).optional(),
});
export type SearchFilters = z.output<typeof searchFilters>;

const facetValue = z.object({ id: z.number().int(), name: z.string(), count: z.number().int().min(0) });
/**
 * How the hits spread over brands, groups and availability, each value with its count of hits. Counted over
 * every hit when `complete`; over the first `total` hits (in relevance order) when the total is capped.
 */
export const searchFacets = z.object({
  brands: z.array(facetValue),
  groups: z.array(facetValue),
  availability: z.array(z.object({ value: z.enum(availabilityFilters), count: z.number().int().min(0) })),
  complete: z.boolean(),
});
export type SearchFacets = z.output<typeof searchFacets>;

/** The hits of a search: one page of rows, the count (exact, or a lower bound when `capped`), facets and the sort applied. */
export const searchResult = z.object({
  rows: z.array(catalogueItem),
  total: z.number().int().min(0),
  /** More hits exist than `total` ("più di 1.000"): counting stopped, at the cap or at a time budget; `total` is a lower bound. */
  capped: z.boolean(),
  facets: searchFacets,
  /** The order applied: relevance when another was asked for but the total is capped. */
  sort: z.enum(searchSorts),
});
export type SearchResult = z.output<typeof searchResult>;

/** The kinds of related products, one tab (or call) each. */
export const relationKinds = [
  /** Same part, another brand and another OE number: a choice the mechanic may prefer (price, stock). */
  'alternatives',
  /** Newer codes that replace this one (it is superseded). */
  'substitutes',
  /** Older codes this one replaces. */
  'substituents',
  /** Parts the job usually goes with (pads with discs). */
  'suggested',
  /** The catalogue's pick of the same product group, other brands first. */
  'suggestedCatalog',
  /** Interchangeable products: cross-references and products with the same OE number. */
  'matches',
  /** Parts the job cannot be done without (a water pump with a timing kit). */
  'necessaries',
] as const;
export type RelationKind = (typeof relationKinds)[number];

/** How many of each kind a product has (tab labels, the counters of logged-in users' rows). */
export const relationCounts = z.object(
  Object.fromEntries(relationKinds.map((kind) => [kind, z.number().int().min(0)])) as {
    [K in RelationKind]: z.ZodNumber;
  },
);
export type RelationCounts = z.output<typeof relationCounts>;

/** The three counters SPEC §1 shows logged-in users on each result row. */
export const rowCounters = relationCounts.pick({ alternatives: true, substitutes: true, necessaries: true });
export type RowCounters = z.output<typeof rowCounters>;
