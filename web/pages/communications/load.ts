import { z } from 'zod';
import { intFromText } from '../../../shared/ids.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

const PAGE_SIZE = 10;

/** `/staff/comunicazioni?pagina=`: the communications, newest first, with who acknowledged them; staff only. */
export const communicationsPage = definePage('communications', {
  query: z.object({ pagina: intFromText({ min: 1, max: 10_000 }).catch(1) }),
  async load({ app, request, query }) {
    const { rows, total } = await app.ports.communications.list({ page: query.pagina, pageSize: PAGE_SIZE }, request.portCtx());
    return { rows, total, page: query.pagina, pageSize: PAGE_SIZE };
  },
});
