import { z } from 'zod';
import { catalogueItem, productCodes, relationCounts } from './catalogue.ts';
import { searchRow } from './search.ts';

/**
 * The product page and its calls (SPEC §2 product page, §7 Catalogue). Relations are lists of catalogue
 * items; the BFF adds the asker's offer to make them rows (price, availability, delivery), as on /cerca.
 */

/** A product named in a short list (counters' popovers, gifts): enough to recognise and link it. */
export const productSummary = catalogueItem.pick({ id: true, brand: true, code: true, description: true });
export type ProductSummary = z.output<typeof productSummary>;

/** GET /sfapi/v1/catalog/product/get-alternative|get-substitutes|get-necessaries {id}: the related products, best first. */
export const relatedSummariesReply = z.array(productSummary);

/** GET /get-alternatives/{id} and the other tabs: rows with the asker's offer (no prices for a visitor). */
export const relationRowsReply = z.array(searchRow);

/** A picture of a product (the demo's are SVGs per product group, served by the shop). */
export const productImage = z.object({
  /** Site-root URL or an absolute https URL of the catalogue provider. */
  url: z.string(),
  /** What the picture shows, in Italian (alt text, lightbox caption). */
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ProductImage = z.output<typeof productImage>;

/** GET /ws-image/search {productId}: the provider's pictures of a product (the card ignores the reply, SPEC §7). */
export const imageSearchReply = z.object({ productId: z.number().int(), images: z.array(productImage) });

/**
 * GET /get-carcasse/{id}: the core deposit (cauzione carcassa) of an exchange part (alternators, starters,
 * calipers): a product of its own, charged with the part and refunded when the old core comes back.
 * `deposit` null when the part has none.
 */
export const carcassReply = z.object({ productId: z.number().int(), deposit: searchRow.nullable() });

/** One gift (omaggio) a promotion attaches to an article: buy at least `minQuantity`, get `quantity` of the gift. */
export const gift = z.object({
  id: z.number().int(),
  title: z.string(),
  minQuantity: z.number().int().min(1),
  quantity: z.number().int().min(1),
  /** Last day of the promotion, YYYY-MM-DD (Europe/Rome). */
  validUntil: z.string(),
  product: productSummary,
});
export type Gift = z.output<typeof gift>;
/** GET /blackbox/retrieve-omaggi {cdarti}: the gifts running now for an article code; empty when none. */
export const giftsReply = z.array(gift);

/** GET /tire-size/{code}: the tyre sizes a snow chain fits, e.g. "205/55 R16"; empty for other articles. */
export const tyreSizesReply = z.array(z.string());

/** GET /get-available-stores/{id}: the product's stock in each of the distributor's warehouses, main first. */
export const storeStock = z.object({
  warehouseCode: z.string(),
  warehouseName: z.string(),
  quantity: z.number().int().min(0),
  /** The warehouse that serves the asker (their default address's). */
  isMain: z.boolean(),
});
export const availableStoresReply = z.array(storeStock);
export type StoreStock = z.output<typeof storeStock>;

/** One of the customer's own movements of the part (ERP documents: delivery notes, invoices, returns). */
export const warehouseMovement = z.object({
  /** YYYY-MM-DD (Europe/Rome). */
  date: z.string(),
  kind: z.enum(['sale', 'return', 'order']),
  /** The document as the ERP numbers it, e.g. "DDT 2026/004512". */
  document: z.string(),
  /** Pieces: positive out to the customer, negative back from them. */
  quantity: z.number().int(),
  warehouseName: z.string(),
  /** Net amount of the line in cents (the price the customer paid). */
  amountCents: z.number().int(),
});
export type WarehouseMovement = z.output<typeof warehouseMovement>;
/** GET /warehouse-movement/{id}: newest first, at most 100. */
export const warehouseMovementsReply = z.array(warehouseMovement);

/**
 * The product page as JSON: the product with the asker's offer, its pictures, how many related products of each
 * kind (the tabs load their rows on demand), its core deposit, gifts and (snow chains) tyre sizes.
 */
export const productPageReply = z.object({
  product: searchRow.extend(productCodes.shape),
  images: z.array(productImage),
  counts: relationCounts,
  carcass: searchRow.nullable(),
  gifts: giftsReply,
  tyreSizes: tyreSizesReply,
});
