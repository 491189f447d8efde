import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ArticleLookupRows } from '../../shared/fragments/article-lookup-rows.tsx';
import { t } from '../../shared/i18n/catalogue.ts';
import { sendFragment } from '../lib/render-fragment.ts';
import { MAX_SEARCH_TEXT } from '../lib/search-text.ts';

/**
 * The reply holds nothing of the session (the provider's rows for a code, the shop's settings): browsers may keep it
 * a minute, so typing the same code again, or going back to it, asks nothing.
 */
const CACHE_CONTROL = 'public, max-age=60';

const query = z.object({
  q: z
    .string()
    .trim()
    .min(1, { error: () => t('JS_LOOKUP_QUERY_REQUIRED') })
    .max(MAX_SEARCH_TEXT, { error: () => t('JS_LOOKUP_QUERY_TOO_LONG', { max: MAX_SEARCH_TEXT }) }),
});

/**
 * GET /search-ws-{provider} {q} (SPEC §7): the vehicle-data search of the header search box, an HTML fragment of
 * the price lists holding the code, each row a link to /ricerca-avanzata. Empty means none (SPEC), and it is
 * empty when the service is off (SPEC §5: both global flags must be S). A failing provider is the error
 * plugin's to answer: the browser only logs it and runs the classic search.
 */
const searchWsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { searchForm, paths } = app.config;
  const enabled = searchForm.vehicleDataService === 'S' && searchForm.articlePopup === 'S';

  app.get(`/search-ws-${paths.provider}`, { schema: { querystring: query } }, async (request, reply) => {
    const rows = enabled ? await app.ports.partsLookup.articles({ q: request.query.q }, request.portCtx()) : [];
    // Set once the rows are in: a failure's reply must not be kept.
    reply.header('cache-control', CACHE_CONTROL);
    if (rows.length === 0) return reply.type('text/html; charset=utf-8').send('');
    return sendFragment(reply, ArticleLookupRows, { rows });
  });
};

export default searchWsRoutes;
