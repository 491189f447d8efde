import { z } from 'zod';
import { intFromText } from '../../../shared/ids.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

const PAGE_SIZE = 20;

/**
 * `/cambia-utente/registro?staff=&cliente=&pagina=`: who acted for which customer, when, from where, doing what;
 * newest first, 20 a page, filtered by staff username and customer code or name. Staff who may switch user only.
 */
export const impersonationAuditPage = definePage('impersonationAudit', {
  query: z.object({
    staff: z.string().trim().max(100).catch(''),
    cliente: z.string().trim().max(120).catch(''),
    pagina: intFromText({ min: 1, max: 10_000 }).catch(1),
  }),
  async load({ app, request, query }) {
    const { staff, cliente: customer, pagina: page } = query;
    const { rows, total } = await app.ports.accounts.impersonationAudit({ page, pageSize: PAGE_SIZE, staff, customer }, request.portCtx());
    return { rows, total, page, pageSize: PAGE_SIZE, staff, customer };
  },
});
