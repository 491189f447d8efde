import { z } from 'zod';
import { orderSummary, orderView, paymentMethod, type OrderSummary, type OrderView } from '../../shared/contract/checkout.ts';
import { op } from './op.ts';

export const orderSchema = orderView;
export type Order = OrderView;
export type OrderRow = OrderSummary;

const orderId = z.number().int().positive();

/**
 * Placed orders, in the ERP. Every operation is the actor's customer's: another customer's order is `not_found`;
 * a visitor is `forbidden`.
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
  }),
  /** The customer's orders, newest first, a page at a time. */
  list: op({
    input: z.object({ page: z.number().int().min(1).max(10_000).default(1), pageSize: z.number().int().min(1).max(100).default(20) }),
    output: z.object({ rows: z.array(orderSummary), total: z.number().int().min(0) }),
    idempotent: true,
  }),
  get: op({ input: z.object({ orderId }), output: orderSchema, idempotent: true }),
  /**
   * Records what the payment provider confirmed for one of the order's payments: `approved` marks the order paid
   * and confirmed; `declined` and `abandoned` leave it awaiting payment, to be paid again. Idempotent per
   * `providerRef`; an approval after the order is paid changes nothing. `invalid` for an order on terms.
   */
  recordPayment: op({
    input: z.object({ orderId, providerRef: z.string().min(1).max(100), outcome: z.enum(['approved', 'declined', 'abandoned']) }),
    output: orderSchema,
    idempotent: true,
  }),
};
