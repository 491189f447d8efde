import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SearchAjaxRows } from '../../shared/fragments/search-ajax-rows.tsx';
import { t as catalogueT } from '../../shared/i18n/catalogue.ts';
import { sendFragment } from '../lib/render-fragment.ts';
import { MAX_SEARCH_TEXT } from '../lib/search-text.ts';
import { PARTS_LOOKUP_LOGIN_PATH } from '../../shared/parts-frame-messages.ts';

/** Rows /search-ajax shows; more are a link to the full search. */
export const SEARCH_AJAX_ROWS = 20;

const searchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, catalogueT('JS_LOOKUP_QUERY_REQUIRED'))
    .max(MAX_SEARCH_TEXT, catalogueT('JS_LOOKUP_QUERY_TOO_LONG', { max: MAX_SEARCH_TEXT })),
});

/**
 * The parts-lookup module page's calls (SPEC §2, §7): the provider's login path, whose text is the URL of the frame
 * as the provider issues it (partsLookup.frameUrl, asked for the shop's origin SHOP_ORIGIN, never the request's: the
 * only window the frame posts to and may be framed by; a real provider may put a session token in it, so it is
 * never cached), and /search-ajax for the original number the frame posts. The reference provider's frame page is
 * the reference adapter's own (adapters/reference/parts-lookup/frame-page.ts), registered only while it answers.
 */
const partsLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(PARTS_LOOKUP_LOGIN_PATH, async (request, reply) => {
    // Never the request's Host: a client could name another site as the frame's parent.
    const origin = app.config.SHOP_ORIGIN;
    // A provider failure throws a PortError: the error handler answers 502/504 with the generic text, never a URL.
    const { url } = await app.ports.partsLookup.frameUrl({ origin }, request.portCtx());
    return reply.header('cache-control', 'private, no-store').type('text/plain; charset=utf-8').send(url);
  });

  app.get('/search-ajax', { schema: { querystring: searchQuery } }, async (request, reply) => {
    const { q } = request.query;
    const found = await app.ports.catalogue.search({ q, pageSize: SEARCH_AJAX_ROWS }, request.portCtx());
    const rows = found.rows.map((row) => ({
      id: row.id,
      brand: row.brand,
      code: row.code,
      description: row.description,
      group: row.group.name,
    }));
    reply.header('cache-control', 'public, max-age=60');
    return sendFragment(reply, SearchAjaxRows, { q, rows, total: found.total });
  });
};

export default partsLookupRoutes;
