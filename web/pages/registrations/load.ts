import { listedPage, pageNumberQuery } from '../../../bff/lib/listed-page.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

const PAGE_SIZE = 20;

/** `/staff/registrazioni?pagina=`: the workshops' registration requests, newest first; staff only. */
export const registrationsPage = definePage('registrations', {
  query: pageNumberQuery,
  load: ({ app, request, query }) =>
    listedPage(query.pagina, PAGE_SIZE, (paging) => app.ports.accounts.registrationRequests(paging, request.portCtx())),
});
