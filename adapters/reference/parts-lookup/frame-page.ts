import { escapeHtml } from '../../../shared/escape-html.ts';
import { t } from '../../../shared/i18n/parts-lookup.ts';
import type { AdapterPage } from '../../adapter-pages.ts';

/** Where the reference provider serves its frame page (on the frame origin). */
export const PARTS_FRAME_PATH = '/catalogo-frame/';

/**
 * The frame's own policy: its built script and its own vehicle calls only, framed only by the shop's origin, no
 * frames, forms or plugins of its own. Inline styles: the page's small stylesheet is in the document.
 */
export function framePolicy(parent: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    "frame-src 'none'",
    `frame-ancestors ${parent}`,
  ].join('; ');
}

/**
 * The reference parts-catalogue provider's frame page (issue 11, SPEC §2 parts-lookup module page), served on the
 * shop's origin while this adapter answers the parts lookup (a real provider serves its own on its site): maker,
 * model, version and part through the `{vehicle_ws}` calls, each original number posted to the parent. Its script
 * is a built file (`web/parts-frame/frame.ts`): the policy allows no inline script.
 */
export function partsFramePage(): AdapterPage {
  return async (app, settings) => {
    app.get(PARTS_FRAME_PATH, { config: { csrf: false } }, async (request, reply) => {
      // Only the shop's configured origin, never the request's Host: another site cannot frame the catalogue.
      const parent = settings.shopOrigin;
      const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get('origin');
      reply.header('cache-control', 'no-store');
      if (asked !== parent) {
        return reply.code(400).type('text/plain; charset=utf-8').send(t('JS_PARTS_FRAME_BAD_ORIGIN'));
      }
      const script = await settings.builtFile('parts-frame/frame.ts');
      const frameSettings = JSON.stringify({ vehicleWs: settings.vehicleWs, parentOrigin: parent });
      reply.removeHeader('x-frame-options');
      reply.header('content-security-policy', framePolicy(parent));
      return reply.type('text/html; charset=utf-8').send(frameDocument(frameSettings, script));
    });
  };
}

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

/** JSON inside a <script type="application/json">: no `<` can close it. */
const jsonIsland = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

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
    `</main><script type="application/json" id="frame-settings">${settings.replace(/</g, '\\u003c')}</script>` +
    `<script type="application/json" id="frame-texts">${jsonIsland({
      choose: t('JS_PARTS_FRAME_CHOOSE'),
      none: t('JS_PARTS_FRAME_NO_CODES'),
      search: t('JS_PARTS_FRAME_SEARCH'),
      basket: t('JS_PARTS_FRAME_ADD_ORIGINAL'),
    })}</script>` +
    (script ? `<script type="module" src="${escapeHtml(script)}"></script>` : '') +
    `</body></html>`
  );
}
