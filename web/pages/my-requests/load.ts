import { z } from 'zod';
import { intFromText } from '../../../shared/ids.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

const PAGE_SIZE = 20;

/** `/richieste?pagina=`: the customer's own price-list and information requests, newest first. */
export const myRequestsPage = definePage('myRequests', {
  query: z.object({ pagina: intFromText({ min: 1, max: 10_000 }).catch(1) }),
  async load({ app, request, query }) {
    const { rows, total } = await app.ports.requests.myRequests({ page: query.pagina, pageSize: PAGE_SIZE }, request.portCtx());
    return { rows, total, page: query.pagina, pageSize: PAGE_SIZE };
  },
});
