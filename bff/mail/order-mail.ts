import type { FastifyRequest } from 'fastify';
import type { Order } from '../../adapters/ports/orders.ts';
import { queueMail } from './queue-mail.ts';
import { orderConfirmation } from './templates/order-confirmation.ts';

/**
 * The order confirmation, to the customer's address for order mail (else the user's own), written to the outbox
 * once per order: a retried place-order answers the same order and writes nothing more. A customer without an
 * address gets none (logged); the order stands either way.
 */
export async function queueOrderConfirmation(request: FastifyRequest, order: Order): Promise<void> {
  const { ports, log } = request.server;
  let account;
  try {
    account = await ports.accounts.principal({}, request.portCtx());
  } catch (error) {
    log.error({ err: error, orderId: order.id }, 'Order confirmation not written: the account could not be read');
    return;
  }
  const address = account.orderEmail ?? account.email;
  if (!address) {
    log.warn({ orderId: order.id, customerId: account.customerId }, 'Order confirmation not written: the customer has no e-mail address');
    return;
  }
  await queueMail(request, {
    template: 'order-confirmation',
    to: [{ address, name: account.companyName }],
    content: orderConfirmation(order),
    key: `order-confirmation:${order.id}`,
  });
}
