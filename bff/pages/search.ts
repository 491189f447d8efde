import { z } from 'zod';
import { parsePage } from '../../web/ui/page-number.ts';
import { productsFor } from '../lib/visible-prices.ts';
import { definePage } from './define-page.ts';

export const SEARCH_PAGE_SIZE = 24;

/** `/cerca?q=&page=`: one page of catalogue search results. */
export const searchPage = definePage('search', {
  query: z.object({
    q: z.string().trim().max(100).default(''),
    // Read as the screen reads it (one function): a mangled page number in a shared link shows the first page.
    page: z
      .unknown()
      .optional()
      .transform((value) => parsePage(typeof value === 'string' ? value : null)),
  }),
  async load({ app, request, query: { q, page } }) {
    if (!q) return { q, page, pageSize: SEARCH_PAGE_SIZE, total: 0, rows: [] };
    const result = await app.ports.catalogue.search({ q, page, pageSize: SEARCH_PAGE_SIZE }, request.portCtx());
    return { q, page, pageSize: SEARCH_PAGE_SIZE, total: result.total, rows: productsFor(request.session.actor !== null, result.rows) };
  },
});
