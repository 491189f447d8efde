import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PageName } from '../web/routes.ts';
import { pricesFor, promotionsFor } from './lib/visible-prices.ts';

const searchQuery = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
const SEARCH_PAGE_SIZE = 24;

/**
 * The data each page of web/routes.ts answers when asked for JSON. One loader per page:
 * a page added to the route table without a loader does not compile.
 */
export const pageData: Record<PageName, (app: FastifyInstance, request: FastifyRequest) => Promise<unknown>> = {
  home: async (app, request) => {
    const promotions = await app.ports.catalogue.promotions({}, request.portCtx());
    return { promotions: promotionsFor(request.session.actor !== null, promotions) };
  },
  search: async (app, request) => {
    const { q, page } = searchQuery.parse(request.query);
    if (!q) return { q, page, pageSize: SEARCH_PAGE_SIZE, total: 0, rows: [] };
    const result = await app.ports.catalogue.search({ q, page, pageSize: SEARCH_PAGE_SIZE }, request.portCtx());
    return { q, page, pageSize: SEARCH_PAGE_SIZE, total: result.total, rows: pricesFor(request.session.actor !== null, result.rows) };
  },
  login: async () => ({}),
  switchUser: async () => ({}),
};
