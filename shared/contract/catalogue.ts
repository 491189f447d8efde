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

export const visitorProduct = z.object({
  id: z.number().int(),
  brand: z.string(),
  /** Article code as the brand writes it. */
  code: z.string(),
  description: z.string(),
  priceListCode: z.string(),
  /** Sold in multiples of packQty, at least minQty. */
  packQty: z.number().int().min(1),
  minQty: z.number().int().min(1),
  stock: z.array(z.object({ warehouseCode: z.string(), warehouseName: z.string(), quantity: z.number().int().min(0) })),
  oeCodes: z.array(z.object({ maker: z.string(), code: z.string() })),
  crossReferences: z.array(z.object({ productId: z.number().int(), brand: z.string(), code: z.string() })),
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
/** GET /sfapi/v1/catalog/count {q} */
export const countReply = z.number().int().min(0);
