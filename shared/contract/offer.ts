import { z } from 'zod';

/**
 * Price, stock and delivery of products for one customer at one moment: what the ERP's pricing and availability
 * ports answer (structured data, no texts), and the replies of SPEC §7's single-product calls built from them.
 */

/** The actor's prices for a product, in cents net of VAT: list, net, and net when ordered urgent. */
export const priceQuote = z.object({
  productId: z.number().int(),
  listCents: z.number().int().min(0),
  netCents: z.number().int().min(0),
  /** The net price of an urgent line (SPEC fgurgente S): never below `netCents`. */
  urgentNetCents: z.number().int().min(0),
});
export type PriceQuote = z.output<typeof priceQuote>;

const warehouse = z.object({ code: z.string(), name: z.string() });

/**
 * When goods arrive. `arrivesBy` is the promised instant (ISO 8601 with offset, computed in Europe/Rome);
 * `method` says how they travel: the distributor's van on one of its daily runs (`run` is the run's time as
 * written on the schedule, e.g. '15:30'), a courier, an urgent express trip, or first from the brand's supplier;
 * `pickup`: nothing travels, the goods wait at `from`'s counter from `arrivesBy` (picked with the run `run`).
 */
export const deliveryPromise = z.object({
  arrivesBy: z.iso.datetime({ offset: true }),
  method: z.enum(['van', 'courier', 'express', 'supplier', 'pickup']),
  run: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  /** The warehouse the goods leave from (null when they come from the supplier). */
  from: warehouse.nullable(),
});
export type DeliveryPromise = z.output<typeof deliveryPromise>;

/**
 * Where the pieces asked for would come from, for the actor (their serving warehouse is "here"; a visitor's is
 * the distributor's main warehouse). The four parts add up to `quantity`; each part present has its own promise.
 */
export const stockAvailability = z.object({
  productId: z.number().int(),
  quantity: z.number().int().min(1),
  here: z.object({ warehouse, quantity: z.number().int().min(0), promise: deliveryPromise.nullable() }),
  /** Pieces taken from the other warehouses (transferred, or shipped from there). */
  otherStores: z.object({ quantity: z.number().int().min(0), warehouses: z.array(warehouse), promise: deliveryPromise.nullable() }),
  /** Pieces on order from the supplier, expected on `expectedOn` (YYYY-MM-DD). */
  incoming: z.object({
    quantity: z.number().int().min(0),
    expectedOn: z.iso.date().nullable(),
    promise: deliveryPromise.nullable(),
  }),
  /** Pieces nobody holds or expects: ordered from the supplier on demand. */
  missing: z.object({ quantity: z.number().int().min(0), promise: deliveryPromise.nullable() }),
  /** Pieces held in the whole network right now (all warehouses), whatever was asked. */
  inStock: z.number().int().min(0),
});
export type StockAvailability = z.output<typeof stockAvailability>;

/** The promise for the whole quantity of a line: when its last piece arrives. */
export const linePromise = deliveryPromise.extend({
  productId: z.number().int(),
  quantity: z.number().int().min(1),
  urgent: z.boolean(),
});
export type LinePromise = z.output<typeof linePromise>;

/** GET /check-qta-available {productId, qtaRich} and the availability of result rows: SPEC §3's availability reply. */
export const availabilityReply = z.object({
  showMessage: z.boolean(),
  showOnlyInfo: z.boolean(),
  message: z.string(),
  qtaImm: z.number().int().min(0),
  isQtaImm: z.boolean(),
  pluralQtaImm: z.boolean(),
  isQtaDispOther: z.boolean(),
  messageDispOther: z.string(),
  isQtaDispPot: z.boolean(),
  messageDispPot: z.string(),
  qtaOtherStore: z.number().int().min(0),
  isQtaOtherStore: z.boolean(),
  pluralQtaOtherStore: z.boolean(),
  dsconsMaga: z.string(),
  qtaNoDisp: z.number().int().min(0),
  isQtaNoDisp: z.boolean(),
  pluralQtaNoDisp: z.boolean(),
  dsconsQtaNoDisp: z.string(),
});
export type AvailabilityReply = z.output<typeof availabilityReply>;

/** A delivery promise as shown: the text in the request's language ("oggi, giro delle 15:30", "tomorrow morning") and its data. */
export const deliveryView = deliveryPromise.extend({ text: z.string() });
export type DeliveryView = z.output<typeof deliveryView>;

/** GET /get-delivery-time/{productId} {fgurgente, quantity} */
export const deliveryTimeReply = deliveryView.extend({
  productId: z.number().int(),
  quantity: z.number().int().min(1),
  urgent: z.boolean(),
});
export type DeliveryTimeReply = z.output<typeof deliveryTimeReply>;

/** GET /get-price-product/{productId} {fgurgente}: the price a line would have, as cents and as shown. */
export const priceProductReply = z.object({
  productId: z.number().int(),
  fgurgente: z.enum(['S', 'N']),
  listCents: z.number().int().min(0),
  netCents: z.number().int().min(0),
  /** `netCents` formatted for it-IT ("12,50 €"). */
  price: z.string(),
});
export type PriceProductReply = z.output<typeof priceProductReply>;

/**
 * What a result row (search, advanced search) shows besides the catalogue's data, for its minimum quantity:
 * the asker's prices (null for a visitor), availability as SPEC §3's reply, and the delivery promise (null for a
 * visitor, who has no address).
 */
export const rowOffer = z.object({
  prices: priceQuote.omit({ productId: true }).nullable(),
  availability: availabilityReply,
  delivery: deliveryView.nullable(),
});
export type RowOffer = z.output<typeof rowOffer>;
