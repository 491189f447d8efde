import { listedPage, pageNumberQuery } from '../../../bff/lib/listed-page.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

const PAGE_SIZE = 10;

/** `/staff/comunicazioni?pagina=`: the communications, newest first, with who acknowledged them; staff only. */
export const communicationsPage = definePage('communications', {
  query: pageNumberQuery,
  load: ({ app, request, query }) =>
    listedPage(query.pagina, PAGE_SIZE, (paging) => app.ports.communications.list(paging, request.portCtx())),
});
