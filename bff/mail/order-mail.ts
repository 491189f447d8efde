import type { FastifyRequest } from 'fastify';
import type { Order } from '../../adapters/ports/orders.ts';
import { queueMail } from './queue-mail.ts';
import { orderConfirmation } from './templates/order-confirmation.ts';
import { paymentConfirmation } from './templates/payment-confirmation.ts';

/**
 * The order confirmation, to the customer's address for order mail (else the user's own), written to the outbox
 * once per order: a retried place-order answers the same order and writes nothing more. A customer without an
 * address gets none (logged); the order stands either way.
 */
export async function queueOrderConfirmation(request: FastifyRequest, order: Order): Promise<void> {
  await queueOrderMail(request, order, 'order-confirmation', orderConfirmation(order));
}

/** The payment confirmation, when a card or wallet payment settled the order: once per order, to the same address. */
export async function queuePaymentConfirmation(request: FastifyRequest, order: Order): Promise<void> {
  const content = paymentConfirmation({
    id: order.id,
    number: order.number,
    grossCents: order.grossCents,
    customerName: order.placedFor.name,
  });
  await queueOrderMail(request, order, 'payment-confirmation', content);
}

async function queueOrderMail(
  request: FastifyRequest,
  order: Order,
  template: 'order-confirmation' | 'payment-confirmation',
  content: ReturnType<typeof orderConfirmation>,
): Promise<void> {
  const { ports, log } = request.server;
  let account;
  try {
    account = await ports.accounts.principal({}, request.portCtx());
  } catch (error) {
    log.error({ err: error, orderId: order.id, template }, 'Order mail not written: the account could not be read');
    return;
  }
  const address = account.orderEmail ?? account.email;
  if (!address) {
    log.warn({ orderId: order.id, customerId: account.customerId, template }, 'Order mail not written: the customer has no e-mail address');
    return;
  }
  await queueMail(request, { template, to: [{ address, name: account.companyName }], content, key: `${template}:${order.id}` });
}
