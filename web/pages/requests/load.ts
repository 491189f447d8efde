import { z } from 'zod';
import { requestStateSchema } from '../../../adapters/ports/requests.ts';
import { intFromText } from '../../../shared/ids.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

const PAGE_SIZE = 20;

/** `/staff/richieste?stato=&pagina=`: every customer's price-list and information requests, newest first; staff only. */
export const requestsPage = definePage('requests', {
  query: z.object({
    stato: requestStateSchema.optional().catch(undefined),
    pagina: intFromText({ min: 1, max: 10_000 }).catch(1),
  }),
  async load({ app, request, query }) {
    const input = { page: query.pagina, pageSize: PAGE_SIZE, ...(query.stato ? { state: query.stato } : {}) };
    const { rows, total } = await app.ports.requests.allRequests(input, request.portCtx());
    return { rows, total, page: query.pagina, pageSize: PAGE_SIZE, state: query.stato ?? null };
  },
});
