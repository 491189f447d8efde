import { z } from 'zod';
import { intFromText } from '../../../shared/ids.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

const PAGE_SIZE = 20;

/** `/staff/registrazioni?pagina=`: the workshops' registration requests, newest first; staff only. */
export const registrationsPage = definePage('registrations', {
  query: z.object({ pagina: intFromText({ min: 1, max: 10_000 }).catch(1) }),
  async load({ app, request, query }) {
    const { rows, total } = await app.ports.accounts.registrationRequests({ page: query.pagina, pageSize: PAGE_SIZE }, request.portCtx());
    return { rows, total, page: query.pagina, pageSize: PAGE_SIZE };
  },
});
