import { z } from 'zod';
import { attachmentView } from './attachments.ts';
import { availabilityReply, deliveryView } from './offer.ts';
import { cartSummary, cartView, orderTypeView } from './cart.ts';
import { vehicleVersion } from './vehicles.ts';

/** A cart line's availability (SPEC §3 reply, for the line's quantity) and the delivery promise of the whole line. */
export const cartLineOffer = z.object({ availability: availabilityReply, delivery: deliveryView.nullable() });
export type CartLineOffer = z.output<typeof cartLineOffer>;

/** GET /cart/get-cart-item-availability-info/{id}: a line of the active cart, where its pieces come from and when. */
export const cartItemAvailabilityInfo = cartLineOffer.extend({
  orderItemId: z.number().int(),
  productId: z.number().int(),
  quantity: z.number().int().min(1),
  urgent: z.boolean(),
});

/**
 * The /cart page's data: the session's active cart (null when the customer has none yet: nothing is created by
 * looking) with a page of its lines, each shown line's availability and promise by orderItemId, the customer's open carts (the order selection
 * table), the ERP's order types, the files attached to the active cart
 * and the chosen vehicle to offer as the order's vehicle.
 */
export const cartPageReply = z.object({
  /** The active cart with one page of its lines (`lines` says which); its totals are of every line. */
  cart: cartView.nullable(),
  /** The page of lines shown, and the lines and pieces of the whole cart (0 without a cart). */
  lines: z.object({
    page: z.number().int().min(1),
    pages: z.number().int().min(0),
    total: z.number().int().min(0),
    pieces: z.number().int().min(0),
  }),
  offers: z.record(z.string(), cartLineOffer),
  /** The first page of the customer's open carts; `cartsTotal` counts them all (the table loads the rest from list-carts). */
  carts: z.array(cartSummary),
  cartsTotal: z.number().int().min(0),
  orderTypes: z.array(orderTypeView),
  attachments: z.array(attachmentView),
  /**
   * The chosen vehicle (SPEC §3 cookies) the order data's model, plate and VIN fields offer, with its version's
   * details when the catalogue still has it (the button tells versions alike apart); null without one.
   */
  vehicleOffer: z
    .object({ modello: z.string(), plate: z.string(), vin: z.string(), version: vehicleVersion.nullable().optional() })
    .nullable(),
});
export type CartPageReply = z.output<typeof cartPageReply>;
