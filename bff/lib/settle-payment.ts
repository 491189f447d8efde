import type { Ports } from '../../adapters/ports/index.ts';
import type { Ctx } from '../../adapters/ports/op.ts';
import type { Order } from '../../adapters/ports/orders.ts';
import type { OrderOutcome } from '../../shared/contract/checkout-pages.ts';
import type { OrderPaymentState } from '../../shared/contract/checkout.ts';

/** A payment as the provider answers it (confirm, void, refund). */
type ProviderPayment = Awaited<ReturnType<Ports['payments']['confirm']>>;

const paymentStateOf = (order: Order, providerRef: string): OrderPaymentState | undefined =>
  order.payments.find((payment) => payment.providerRef === providerRef)?.state;

/**
 * Writes what the provider answered about one of the order's payments into the ERP and does what follows from it,
 * so that the order is paid once and no money is kept twice:
 * - an approval the ERP records as a duplicate (the order was paid already, or the payment voided) is refunded at
 *   the provider, then recorded as refunded: recorded before it is refunded, a crash in between leaves it
 *   "duplicate" in the ERP, and the next answer for it (the return page reloaded) finishes the refund;
 * - the approval that paid the order voids every other payment of the order still pending, so none can be approved
 *   after it (one that was approved meanwhile comes back approved and is refunded in turn).
 * Answers the order as the ERP has it after all that.
 */
export async function settlePayment(ports: Ports, orderId: number, answer: ProviderPayment, ctx: Ctx): Promise<Order> {
  const { orders, payments } = ports;
  const { providerRef, status, amountCents } = answer;
  if (status === 'pending') return orders.get({ orderId }, ctx);
  if (status === 'refunded') {
    // Only the shop refunds, and only duplicates it recorded first: finish recording a refund a crash interrupted.
    const order = await orders.get({ orderId }, ctx);
    return paymentStateOf(order, providerRef) === 'duplicate' ? orders.recordRefund({ orderId, providerRef }, ctx) : order;
  }
  let order = await orders.recordPayment({ orderId, providerRef, outcome: status, amountCents }, ctx);
  const state = paymentStateOf(order, providerRef);
  if (state === 'duplicate') {
    await payments.refund({ providerRef }, ctx);
    return orders.recordRefund({ orderId, providerRef }, ctx);
  }
  if (state === 'approved') {
    for (const other of order.payments.filter((payment) => payment.state === 'pending')) {
      order = await settlePayment(ports, orderId, await payments.void({ providerRef: other.providerRef }, ctx), ctx);
    }
  }
  return order;
}

/** What the order's page says after the provider's page sent the customer back with this payment. */
export function outcomeOf(order: Order, providerRef: string, status: ProviderPayment['status']): OrderOutcome {
  if (status === 'pending') return 'in-attesa';
  const state = paymentStateOf(order, providerRef);
  if (state === 'duplicate' || state === 'refunded') return 'rimborsato';
  if (order.paymentState === 'paid') return 'pagato';
  if (state === 'declined') return 'rifiutato';
  return state === 'voided' ? 'annullato' : 'abbandonato';
}
