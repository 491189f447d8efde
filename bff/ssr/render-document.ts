import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import type { BootData, InitialError } from '../../shared/contract/boot.ts';
import { chosenVehicleName } from '../../shared/vehicle-cookies.ts';
import { readViewPreferences } from '../../shared/view-preferences.ts';
import { CART_CONTAINER_KEY } from '../../web/api/cart.ts';
import { PENDING_COMMUNICATIONS_KEY } from '../../web/api/communications.ts';
import { CHANGED_PRICES_KEY } from '../../shared/changed-prices-key.ts';
import { PRINCIPAL_URL, type Principal } from '../../web/api/principal.ts';
import { CartContainer } from '../../shared/fragments/cart-container.tsx';
import { vehicleChipHtml } from '../../shared/fragments/vehicle-chip.ts';
import { t } from '../../shared/i18n/server.ts';
import { CONSENT_COOKIE, parseChoice } from '../../shared/consent-choice.ts';
import { consentNoticeHtml } from '../../shared/fragments/consent-notice.ts';
import { showsSignedInPieces } from '../../web/layout/signed-in-pieces.tsx';
import type { PageName } from '../../shared/routes.ts';
import { errorBody } from '../lib/error-body.ts';
import { fragmentHtml } from '../../shared/render-html.ts';
import { currentIdentity } from '../lib/principal.ts';
import { changedPricesTotal } from '../lib/requests-wire.ts';
import { shellReader } from '../lib/shell.ts';
import { manifestReader, type Preloads } from './manifest.ts';
import type { renderApp } from './render-app.tsx';
import { screenFiles } from '../../web/pages/screens.generated.ts';
import { signedInHeaderFile } from './screen-files.ts';

/**
 * The app's server renderer, imported when the first page is rendered (server.ts warms it up once
 * listening): an app whose requests never ask for HTML, as most route tests, does not pay for importing it.
 */
let appRenderer: Promise<{ renderApp: typeof renderApp }> | undefined;
export const loadAppRenderer = () => (appRenderer ??= import('./render-app.tsx'));

/** The header cart's HTML by language and count: the same few on every page, each rendered once (at most 500 kept). */
const cartContainers = new Map<string, string>();
function cartContainerHtml(language: string, lines: number, quantity: number): string {
  const key = `${language} ${lines} ${quantity}`;
  let html = cartContainers.get(key);
  if (html === undefined) {
    if (cartContainers.size >= 500) cartContainers.clear();
    html = fragmentHtml(CartContainer, { lines, quantity });
    cartContainers.set(key, html);
  }
  return html;
}

/** The header's chip of the vehicle in the cookies; null when none is chosen. */
function vehicleChip(cookies: Record<string, string | undefined>): string | null {
  const name = chosenVehicleName(cookies);
  return name ? vehicleChipHtml(name) : null;
}

export interface RenderedPage {
  status: number;
  /** The page of shared/routes.ts; absent for the 404 page. */
  page?: PageName;
  /** Replies by SWR key (the page's data); the principal and the header cart are added here. */
  fallback?: Record<string, unknown>;
  errors?: Record<string, InitialError>;
}

/**
 * Sends a page as HTML rendered by the server (React), its data inline for hydration. Every reply is
 * personal (prices, the header's account and cart): `private, no-store`. If rendering itself fails, the bare
 * shell goes out and the browser renders the page.
 */
export function documentRenderer(app: FastifyInstance, staticDir: string) {
  const manifest = manifestReader(join(staticDir, '.vite', 'manifest.json'));
  const loadShell = shellReader(join(staticDir, 'index.html'), () => manifest.fileOf('start.ts'));

  /**
   * What every page's header needs: who is logged in (without tokens: they never go in the HTML), the cart badge, the
   * changed-prices badge and the pending communications.
   */
  const sessionFallback = async (request: FastifyRequest): Promise<Record<string, unknown>> => {
    const fallback: Record<string, unknown> = {};
    try {
      const principal = await currentIdentity(app, request);
      fallback[PRINCIPAL_URL] = principal;
      if (principal.authenticated) {
        const cartId = request.session.data?.cartId;
        const count = await app.ports.carts.count(cartId ? { cartId } : {}, request.portCtx());
        fallback[CART_CONTAINER_KEY] = cartContainerHtml(request.shopLanguage, count.lines, count.quantity);
        // The popup's pending communications and the menu's changed-prices badge: a page loads with them, not after.
        const [pending, changed] = await Promise.allSettled([
          app.ports.communications.pending({}, request.portCtx()),
          app.ports.requests.changedPrices({}, request.portCtx()),
        ]);
        if (pending.status === 'fulfilled') fallback[PENDING_COMMUNICATIONS_KEY] = pending.value;
        if (changed.status === 'fulfilled') fallback[CHANGED_PRICES_KEY] = changedPricesTotal(changed.value);
      }
    } catch (error) {
      // The browser asks again for what is missing; the page itself still renders.
      request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'header data not rendered');
    }
    return fallback;
  };

  return async (request: FastifyRequest, reply: FastifyReply, rendered: RenderedPage) => {
    const template = await loadShell();
    if (!template) return reply.code(503).send(errorBody(t('JS_FRONTEND_NOT_BUILT')));
    const boot: BootData = {
      settings: app.config.paths,
      searchForm: app.config.searchForm,
      // The request's language (header or cookie, settings applied): the browser renders in the same one.
      preferences: {
        ...readViewPreferences(request.cookies),
        language: request.shopLanguage,
        languageSwitch: app.config.languageSwitch,
        vehicle: vehicleChip(request.cookies),
      },
      ...(rendered.page ? { page: rendered.page } : {}),
      fallback: { ...(await sessionFallback(request)), ...rendered.fallback },
      errors: rendered.errors ?? {},
    };
    let status = rendered.status;
    let appHtml = '';
    try {
      const { renderApp } = await loadAppRenderer();
      appHtml = await renderApp(request.url, rendered.page, boot);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed');
      status = 500;
    }
    // The page's screen and, for a session, the header's logged-in pieces: fetched with the app, not after it.
    const file = rendered.page ? screenFiles[rendered.page] : null;
    const modules = [
      ...(file ? [file] : []),
      ...(showsSignedInPieces(boot.fallback[PRINCIPAL_URL] as Principal | undefined) ? [signedInHeaderFile] : []),
    ];
    const preloads = modules.length ? mergePreloads(await Promise.all(modules.map((module) => manifest.preloadsOf(module)))) : undefined;
    // A first visit is asked in the page itself: the notice paints with it (issue 33, shared/fragments/consent-notice.ts).
    const notice = parseChoice(request.cookies[CONSENT_COOKIE]) ? undefined : consentNoticeHtml();
    return reply
      .code(status)
      .header('cache-control', 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(template({ appHtml, boot, ...(preloads ? { preloads } : {}), ...(notice ? { beforeRoot: notice } : {}) }));
  };
}

/** Several modules' preloads as one list, each file once. */
function mergePreloads(all: Preloads[]): Preloads {
  return {
    scripts: [...new Set(all.flatMap((preloads) => preloads.scripts))],
    styles: [...new Set(all.flatMap((preloads) => preloads.styles))],
  };
}
