import { listedPage, pageNumberQuery } from '../../../bff/lib/listed-page.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

const PAGE_SIZE = 20;

/** `/richieste?pagina=`: the customer's own price-list and information requests, newest first. */
export const myRequestsPage = definePage('myRequests', {
  query: pageNumberQuery,
  load: ({ app, request, query }) =>
    listedPage(query.pagina, PAGE_SIZE, (paging) => app.ports.requests.myRequests(paging, request.portCtx())),
});
