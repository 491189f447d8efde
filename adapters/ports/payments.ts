import { z } from 'zod';
import { op } from './op.ts';

const providerRef = z.string().min(1).max(100);

/** A payment as the provider knows it: the order it pays, the amount, and where it stands. */
const payment = z.object({
  providerRef,
  orderId: z.number().int().positive(),
  amountCents: z.number().int().min(1),
  status: z.enum(['pending', 'approved', 'declined', 'abandoned', 'voided', 'refunded']),
});

/**
 * The payment provider, shaped as real ones are (a hosted payment page): the shop never sees card or wallet data.
 * `start` opens a payment and answers the provider's page to send the customer to; the provider sends them back to
 * `returnUrl` (with `providerRef` added to its query) whatever happened; `confirm` then asks the provider what
 * happened, and is the only thing the shop believes. The provider cannot take an approval back: the shop `void`s a
 * payment it no longer wants before the customer can approve it, and `refund`s one approved all the same.
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
    reasons: ['idempotency-key-reused'],
  }),
  /**
   * What happened to the payment: `pending` while the customer is still on the provider's page, then `approved`,
   * `declined` or `abandoned`, final; `voided` by the shop before the customer decided; `refunded` after an
   * approval. `not_found` for a reference the provider does not know.
   */
  confirm: op({
    input: z.object({ providerRef }),
    output: payment,
    idempotent: true,
    reasons: ['payment-not-found'],
  }),
  /**
   * Closes a pending payment: from now on the customer cannot approve it on the provider's page (which says so).
   * Answers the payment as it now is: `voided`, or the outcome it had already reached, which a void does not change
   * (an approval that came first stays `approved`: it takes a `refund` to give the money back). Idempotent: voiding
   * again answers the same. `not_found` for a reference the provider does not know.
   */
  void: op({
    input: z.object({ providerRef }),
    output: payment,
    idempotent: true,
    reasons: ['payment-not-found'],
  }),
  /**
   * Gives back the whole amount of an approved payment and answers it `refunded`. Idempotent per `providerRef`: a
   * repeat answers `refunded` and gives nothing back twice. `conflict` for a payment that took no money (pending,
   * declined, abandoned, voided); `not_found` for a reference the provider does not know.
   */
  refund: op({
    input: z.object({ providerRef }),
    output: payment,
    idempotent: true,
    reasons: ['payment-not-found', 'nothing-to-refund'],
  }),
};
