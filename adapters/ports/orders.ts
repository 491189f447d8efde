import { z } from 'zod';
import { fulfilmentOption, orderLineView, orderPayment, paymentMethod, paymentState } from '../../shared/contract/checkout.ts';
import { deliveryPromise } from '../../shared/contract/offer.ts';
import { addressSchema } from './addresses.ts';
import { orderHeaderSchema } from './carts.ts';
import { op } from './op.ts';

const cents = z.number().int().min(0);
const person = z.object({ userId: z.number().int(), name: z.string() });

/**
 * A placed order: its number, the cart's header as it was (name, notes, vehicle, order type), the lines, the address
 * and option as they were when ordered, totals (goods, delivery, 22 % VAT on both), the payment (its one state, and
 * every payment opened at the provider) and the promised delivery. `placedBy` names the staff member who placed it
 * for the customer (switch user), else null.
 */
export const orderSchema = orderHeaderSchema.extend({
  id: z.number().int().positive(),
  number: z.string(),
  placedAt: z.iso.datetime({ offset: true }),
  status: z.enum(['awaiting_payment', 'confirmed']),
  lines: z.array(orderLineView),
  address: addressSchema.omit({ id: true, default: true, editable: true, saved: true }),
  fulfilment: fulfilmentOption.pick({ id: true, kind: true, label: true, priceCents: true }),
  promisedDelivery: deliveryPromise.nullable(),
  paymentMethod,
  paymentState,
  /** Every payment opened at the provider for the order, oldest first (empty on terms). */
  payments: z.array(orderPayment),
  netCents: cents,
  shippingCents: cents,
  vatCents: cents,
  grossCents: cents,
  placedBy: person.nullable(),
  placedFor: person,
});
export type Order = z.output<typeof orderSchema>;

/** A row of the customer's orders list. */
const orderRowSchema = orderSchema
  .pick({
    id: true,
    number: true,
    placedAt: true,
    status: true,
    orderName: true,
    paymentMethod: true,
    paymentState: true,
    grossCents: true,
    promisedDelivery: true,
  })
  .extend({ lines: z.number().int().min(0) });
export type OrderRow = z.output<typeof orderRowSchema>;

const orderId = z.number().int().positive();
const providerRef = z.string().min(1).max(100);
const amountCents = z.number().int().min(1);

/**
 * Placed orders, in the ERP. Every operation is the actor's customer's: another customer's order is `not_found`;
 * a visitor is `forbidden`. A card or wallet order keeps its payment journal (`payments` of the order): every payment
 * the shop opened at the payment provider (the payments port, often another company's system) and what the provider
 * answered; the ERP, not the provider, is where the shop learns which payments of an order could still be approved,
 * and the ERP's transaction is what decides which approval pays the order.
 */
export const ordersPort = {
  /**
   * Places the cart as an order, in one transaction: the lines at their current prices, the address (the customer's,
   * else `not_found`), a fulfilment option that reaches it (else `invalid`), the payment method (`terms` only for a
   * customer with agreed terms, else `invalid`). Reserves the stock, closes the cart (the session's next cart is a
   * fresh one). `invalid` for an empty cart or a line over MAX_LINE_QUANTITY pieces (the message names its code,
   * shared/cart-limits.ts); `conflict` when the cart changed since `expectedVersion` (the review
   * page is stale) or is no longer open. Needs `ctx.idempotencyKey`: a repeat (a double click, a retried request)
   * answers the first order and places nothing; the same key for another cart is `conflict`. An impersonated actor's
   * order records both identities. Card and wallet orders await payment; terms orders are confirmed at once.
   */
  place: op({
    input: z.object({
      cartId: z.number().int().positive(),
      expectedVersion: z.number().int().min(0),
      addressId: z.number().int().positive(),
      fulfilmentOptionId: z.string().min(1).max(40),
      paymentMethod,
    }),
    output: orderSchema,
    idempotent: false,
    reasons: [
      'not-logged-in',
      'idempotency-key-missing',
      'idempotency-key-reused',
      'cart-not-found',
      'cart-ordered',
      'cart-changed-since-review',
      'cart-empty',
      'line-to-fix',
      'fulfilment-unavailable',
      'no-payment-terms',
      'address-not-found',
      'country-unknown',
      'province-unknown',
    ],
  }),
  /** The customer's orders, newest first, a page at a time. */
  list: op({
    input: z.object({ page: z.number().int().min(1).max(10_000).default(1), pageSize: z.number().int().min(1).max(100).default(20) }),
    output: z.object({ rows: z.array(orderRowSchema), total: z.number().int().min(0) }),
    idempotent: true,
    reasons: ['not-logged-in'],
  }),
  get: op({ input: z.object({ orderId }), output: orderSchema, idempotent: true, reasons: ['not-logged-in', 'order-not-found'] }),
  /**
   * Notes a payment the shop just opened at the payment provider for the order (`pending`), before the customer is
   * sent to the provider's page. The ERP is where the shop learns which references could still be approved (the
   * provider may be another company's system that cannot list an order's payments; the ERP keeps the order's
   * payment journal for accounting anyway): the shop voids the pending ones when it opens a newer one and once the
   * order is paid. Idempotent per `providerRef`. Answers the order: one that is no longer awaiting payment (paid
   * meanwhile from another tab) gets the note all the same, and the shop voids the new payment at once. `conflict`
   * for another order's reference; `invalid` for an order on terms.
   */
  paymentStarted: op({
    input: z.object({ orderId, providerRef, amountCents }),
    output: orderSchema,
    idempotent: true,
    reasons: ['not-logged-in', 'order-not-found', 'paid-on-terms', 'payment-of-other-order'],
  }),
  /**
   * Records what the payment provider answered about one of the order's payments (`confirm`, or `void`), in one
   * transaction, which is also what decides between two approvals arriving at once: `approved` marks the order paid
   * and confirmed, unless it is paid already or the payment was voided: then it is recorded as `duplicate`, to be
   * refunded (`recordRefund`), and the order is never paid twice. `declined`, `abandoned` and `voided` close a
   * pending payment and leave the order awaiting payment, to be paid again. A reference the ERP never noted is
   * recorded too (money taken is never lost), as is an approval after another outcome. Otherwise idempotent per
   * `providerRef`: an outcome already recorded stays. `conflict` for another order's reference; `invalid` for an
   * order on terms.
   */
  recordPayment: op({
    input: z.object({ orderId, providerRef, outcome: z.enum(['approved', 'declined', 'abandoned', 'voided']), amountCents }),
    output: orderSchema,
    idempotent: true,
    reasons: ['not-logged-in', 'order-not-found', 'paid-on-terms', 'payment-of-other-order'],
  }),
  /**
   * Records that the provider gave a duplicate payment back: `duplicate` becomes `refunded`; the order's own payment
   * and state do not change. Idempotent. `conflict` for a payment that is not a duplicate (the order's payment, or one
   * that took no money); `not_found` for a reference the order does not have.
   */
  recordRefund: op({
    input: z.object({ orderId, providerRef }),
    output: orderSchema,
    idempotent: true,
    reasons: ['not-logged-in', 'order-not-found', 'payment-not-of-order', 'payment-not-duplicate'],
  }),
};
