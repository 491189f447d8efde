import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SearchAjaxRows } from '../../shared/fragments/search-ajax-rows.tsx';
import { t as catalogueT } from '../../shared/i18n/catalogue.ts';
import { httpOrigin } from '../../adapters/ports/parts-lookup.ts';
import { t as partsLookupT } from '../../shared/i18n/parts-lookup.ts';
import { HttpError } from '../lib/http-error.ts';
import { shopOriginOf } from '../lib/parts-frame-origin.ts';
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
 * as the provider issues it (partsLookup.frameUrl, asked for the shop's origin, SHOP_ORIGIN or the request's: the
 * only window the frame posts to and may be framed by; a real provider may put a session token in it, so it is
 * never cached), and /search-ajax for the original number the frame posts. The reference provider's frame page is
 * the reference adapter's own (adapters/reference/parts-lookup/frame-page.ts), registered only while it answers.
 */
export const partsLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(PARTS_LOOKUP_LOGIN_PATH, async (request, reply) => {
    // A Host that makes no origin (a client's or a proxy's mistake) is the client's error, said in Italian.
    const shop = httpOrigin.safeParse(app.config.SHOP_ORIGIN ?? shopOriginOf(request));
    if (!shop.success) throw new HttpError(400, partsLookupT('JS_PARTS_FRAME_BAD_ORIGIN'));
    const origin = shop.data;
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
