import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SearchAjaxRows } from '../../web/fragments/search-ajax-rows.tsx';
import { t as catalogueT } from '../../web/i18n/catalogue.ts';
import { t } from '../../web/i18n/parts-lookup.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { PARTS_FRAME_PATH, partsFrameOrigin, shopOriginOf } from '../lib/parts-frame-origin.ts';
import { sendFragment } from '../lib/render-fragment.ts';
import { MAX_SEARCH_TEXT } from '../lib/search-text.ts';
import { contentSecurityPolicy } from '../plugins/reply-headers.ts';
import { manifestReader } from '../ssr/manifest.ts';
import { PARTS_LOOKUP_LOGIN_PATH } from '../../web/pages/parts-lookup/frame-messages.ts';

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
 * (on PARTS_FRAME_ORIGIN, by default the shop's own origin, with the shop's origin as the frame's `origin`
 * parameter: the only window it posts to and may be framed by), /search-ajax for the original number the frame
 * posts, and the reference provider's frame page itself (its script a built file: the policy allows no inline one).
 */
export const partsLookupRoutes: FastifyPluginAsyncZod<{ dir: string }> = async (app, { dir }) => {
  const manifest = manifestReader(join(dir, '.vite', 'manifest.json'));
  const configured = app.config.PARTS_FRAME_ORIGIN;

  app.get(PARTS_LOOKUP_LOGIN_PATH, async (request, reply) => {
    const shop = shopOriginOf(request);
    const url = `${configured ?? shop}${PARTS_FRAME_PATH}?${new URLSearchParams({ origin: shop }).toString()}`;
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

  app.get(PARTS_FRAME_PATH, { schema: { querystring: z.object({ origin: partsFrameOrigin }) } }, async (request, reply) => {
    const parent = request.query.origin;
    const script = await manifest.fileOf('parts-frame/frame.ts');
    const settings = JSON.stringify({ vehicleWs: app.config.paths.vehicleWs, parentOrigin: parent }).replace(/</g, '\\u003c');
    reply.removeHeader('x-frame-options');
    reply.header('content-security-policy', contentSecurityPolicy(configured, { 'frame-ancestors': parent, 'frame-src': "'none'" }));
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(frameDocument(settings, script));
  });
};

const FRAME_STYLE = `
body{margin:0;font:15px/1.4 system-ui,sans-serif;color:#0f172a;background:#f8fafc}
main{padding:12px;display:flex;flex-direction:column;gap:10px}
h1{font-size:17px;margin:0}
label{display:flex;flex-direction:column;gap:4px;font-weight:600;font-size:14px}
select{height:40px;border:1px solid #94a3b8;border-radius:6px;padding:0 8px;font:inherit;background:#fff;color:#0f172a}
ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
li{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
button{min-height:40px;border-radius:6px;padding:0 12px;font:inherit;font-weight:600;cursor:pointer}
.search{background:#1d4ed8;color:#fff;border:0}
.basket{background:#fff;color:#1e3a8a;border:1px solid #1e3a8a}
p{margin:0;color:#334155}
`;

function frameDocument(settings: string, script: string | undefined): string {
  const field = (id: string, label: Parameters<typeof t>[0]) =>
    `<label for="${id}">${escapeHtml(t(label))}<select id="${id}" disabled><option value="">${escapeHtml(t('JS_PARTS_FRAME_CHOOSE'))}</option></select></label>`;
  return (
    `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(t('JS_PARTS_FRAME_TITLE'))}</title><style>${FRAME_STYLE}</style></head><body><main>` +
    `<h1>${escapeHtml(t('JS_PARTS_FRAME_TITLE'))}</h1>` +
    field('frame-maker', 'JS_PARTS_FRAME_MAKER') +
    field('frame-model', 'JS_PARTS_FRAME_MODEL') +
    field('frame-version', 'JS_PARTS_FRAME_VERSION') +
    field('frame-part', 'JS_PARTS_FRAME_PART') +
    `<section aria-labelledby="frame-codes-title" id="frame-codes" hidden><h2 id="frame-codes-title" style="font-size:15px;margin:0 0 6px">${escapeHtml(t('JS_PARTS_FRAME_CODES'))}</h2><ul id="frame-code-list"></ul></section>` +
    `</main><script type="application/json" id="frame-settings">${settings}</script>` +
    `<script type="application/json" id="frame-texts">${JSON.stringify({
      choose: t('JS_PARTS_FRAME_CHOOSE'),
      none: t('JS_PARTS_FRAME_NO_CODES'),
      search: t('JS_PARTS_FRAME_SEARCH'),
      basket: t('JS_PARTS_FRAME_ADD_ORIGINAL'),
    }).replace(/</g, '\\u003c')}</script>` +
    (script ? `<script type="module" src="${escapeHtml(script)}"></script>` : '') +
    `</body></html>`
  );
}
