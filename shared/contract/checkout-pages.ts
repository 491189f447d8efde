import { z } from 'zod';
import { cartView } from './cart.ts';
import { addressView, fulfilmentOptionView, paymentTerms, shownOrder, shownOrderSummary } from './checkout.ts';

/** An order's totals: goods, delivery, 22 % VAT on both, and the sum. */
export const checkoutTotals = z.object({
  netCents: z.number().int().min(0),
  shippingCents: z.number().int().min(0),
  vatCents: z.number().int().min(0),
  grossCents: z.number().int().min(0),
});
export type CheckoutTotals = z.output<typeof checkoutTotals>;

/**
 * The shipping page's data (SPEC §2 checkout shipping): the active cart (null or empty: nothing to order), the
 * customer's saved addresses, and the fulfilment options of the address the page starts on (`?indirizzo=`, else the
 * default), so the first HTML already shows them.
 */
export const checkoutShippingReply = z.object({
  cart: cartView.nullable(),
  /** A page of the saved addresses (`?indirizzi=` in the page's URL); `addressesPage` says which and how many in all. */
  addresses: z.array(addressView),
  addressesPage: z.object({ page: z.number().int().min(1), pageSize: z.number().int().min(1), total: z.number().int().min(0) }),
  selected: z.object({ addressId: z.number().int(), options: z.array(fulfilmentOptionView) }).nullable(),
});
export type CheckoutShippingReply = z.output<typeof checkoutShippingReply>;

/**
 * The payment page's data (SPEC §2 checkout payment), which is also the review: the cart's lines and totals with the
 * chosen delivery, the address and option chosen on the shipping page (`?indirizzo=&consegna=`), and the customer's
 * agreed terms. `problem` says why the order cannot be placed as chosen (the option does not reach the address any
 * more, the cart is empty): the screen sends the customer back to shipping.
 */
export const checkoutPaymentReply = z.object({
  cart: cartView.nullable(),
  address: addressView,
  option: fulfilmentOptionView.nullable(),
  terms: paymentTerms.nullable(),
  totals: checkoutTotals,
  problem: z.enum(['empty_cart', 'option_unavailable']).nullable(),
});
export type CheckoutPaymentReply = z.output<typeof checkoutPaymentReply>;

/** POST /checkout/place-order and /checkout/pay: the order, and where the browser goes next (the provider's page, a full load, or the order's page). */
export const placeOrderReply = z.object({ order: shownOrder, next: z.string(), external: z.boolean() });
export type PlaceOrderReply = z.output<typeof placeOrderReply>;

/** What the customer just did to the order, shown on its page: placed, paid, or a payment that did not go through. */
export const orderOutcomes = ['inviato', 'pagato', 'rifiutato', 'abbandonato', 'annullato', 'rimborsato', 'in-attesa'] as const;
export type OrderOutcome = (typeof orderOutcomes)[number];

/**
 * The order page's data (account area; also the confirmation after checkout and after the provider's page); `terms`,
 * the customer's agreed terms as the ERP names them, for an order on terms (else null).
 */
export const orderPageReply = z.object({ order: shownOrder, outcome: z.enum(orderOutcomes).nullable(), terms: paymentTerms.nullable() });
export type OrderPageReply = z.output<typeof orderPageReply>;

/** The account area's orders list, a page at a time, with the customer's agreed terms (null: none) for orders on them. */
export const ordersPageReply = z.object({
  rows: z.array(shownOrderSummary),
  terms: paymentTerms.nullable(),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type OrdersPageReply = z.output<typeof ordersPageReply>;
