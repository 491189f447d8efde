import { z } from 'zod';
import { intFromText } from '../../../shared/ids.ts';
import { toOrderSummary } from '../../../bff/lib/order-wire.ts';
import { showOrder } from '../../../bff/lib/shown-orders.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

const PAGE_SIZE = 20;

/** `/area-clienti/ordini`: the customer's orders, newest first, 20 a page, with status, payment and promised delivery. */
export const ordersPage = definePage('orders', {
  query: z.object({ page: intFromText({ min: 1, max: 10_000 }).catch(1) }),
  async load({ app, request, query }) {
    const ctx = request.portCtx();
    const [{ rows, total }, terms] = await Promise.all([
      app.ports.orders.list({ page: query.page, pageSize: PAGE_SIZE }, ctx),
      app.ports.checkout.paymentTerms({}, ctx),
    ]);
    return { rows: rows.map((row) => showOrder(toOrderSummary(row))), terms, total, page: query.page, pageSize: PAGE_SIZE };
  },
});
