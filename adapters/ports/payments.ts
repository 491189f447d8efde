import { z } from 'zod';
import { op } from './op.ts';

const providerRef = z.string().min(1).max(100);

/**
 * The payment provider, shaped as real ones are (a hosted payment page): the shop never sees card or wallet data.
 * `start` opens a payment and answers the provider's page to send the customer to; the provider sends them back to
 * `returnUrl` (with `providerRef` added to its query) whatever happened; `confirm` then asks the provider what
 * happened, and is the only thing the shop believes.
 */
export const paymentsPort = {
  /**
   * A payment of `amountCents` euro cents for the order, by card or wallet. With `ctx.idempotencyKey` a repeat
   * answers the same payment. `invalid` for an amount of 0 or a return URL that is not absolute http(s).
   */
  start: op({
    input: z.object({
      orderId: z.number().int().positive(),
      orderNumber: z.string().min(1).max(40),
      amountCents: z.number().int().min(1),
      method: z.enum(['card', 'wallet']),
      returnUrl: z.url({ protocol: /^https?$/ }),
    }),
    output: z.object({ providerRef, redirectUrl: z.url({ protocol: /^https?$/ }) }),
    idempotent: false,
  }),
  /**
   * What happened to the payment: `pending` while the customer is still on the provider's page, then `approved`,
   * `declined` or `abandoned`, final. `not_found` for a reference the provider does not know.
   */
  confirm: op({
    input: z.object({ providerRef }),
    output: z.object({
      providerRef,
      orderId: z.number().int().positive(),
      amountCents: z.number().int().min(1),
      status: z.enum(['pending', 'approved', 'declined', 'abandoned']),
    }),
    idempotent: true,
  }),
};
