import { z } from 'zod';
import { tableSortColumns } from '../../../shared/contract/switch-user.ts';
import { intFromText } from '../../../shared/ids.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/**
 * `/cambia-utente`: staff who may switch user (role checked by the page routes from shared/routes.ts). The table is
 * paged by the server through POST /login-as/select-…/page; the query only keeps the table's state in the URL.
 */
export const switchUserPage = definePage('switchUser', {
  query: z.object({
    userType: z.enum(['customer', 'user']).catch('customer'),
    q: z.string().max(100).catch(''),
    sort: z.enum(tableSortColumns).catch('companyName'),
    dir: z.enum(['asc', 'desc']).catch('asc'),
    page: intFromText({ min: 1, max: 100_000 }).catch(1),
  }),
  async load() {
    return {};
  },
});
