import { z } from 'zod';
import { orderOutcomes } from '../../../shared/contract/checkout-pages.ts';
import { idSchema } from '../../../shared/ids.ts';
import { toOrderView } from '../../../bff/lib/order-wire.ts';
import { showOrder } from '../../../bff/lib/shown-orders.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/**
 * `/area-clienti/ordini/{id}?esito=`: one of the customer's orders (another customer's is 404) with its lines,
 * address, delivery option, payment (one state, and any duplicate payment given back) and promised delivery. After checkout and after the payment provider's page,
 * `esito` says what just happened; an unknown one is ignored.
 */
export const orderPage = definePage('order', {
  query: z.object({ esito: z.enum(orderOutcomes).optional().catch(undefined) }),
  path: z.object({ id: idSchema }),
  async load({ app, request, query, path }) {
    const ctx = request.portCtx();
    const order = await app.ports.orders.get({ orderId: path.id }, ctx);
    const terms = order.paymentMethod === 'terms' ? await app.ports.checkout.paymentTerms({}, ctx) : null;
    return { order: showOrder(toOrderView(order)), outcome: query.esito ?? null, terms };
  },
});
