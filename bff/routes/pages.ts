import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { InitialError } from '../../shared/contract/boot.ts';
import type { ForbiddenPage } from '../../shared/contract/pages.ts';
import { resolvePath } from '../../shared/path-settings.ts';
import { t } from '../../shared/i18n/server.ts';
import { pageNames, pages, type PageEntry } from '../../shared/routes.ts';
import { pageDataKeys, pageDefinitions } from '../pages/pages.generated.ts';
import { errorBody } from '../lib/error-body.ts';
import { prefersJson } from '../lib/negotiation.ts';
import { rolesOf } from '../plugins/access.ts';
import { pageErrorOf } from '../ssr/page-error.ts';
import { documentRenderer } from '../ssr/render-document.ts';

/**
 * Every page of shared/routes.ts, answered two ways (with Vary: Accept): for a browser, the page rendered by the
 * server with its data inline, then hydrated; for JSON (the SPA navigating), the page's data. The query is
 * validated by Fastify against the page definition's schema. A page the visitor may not see answers its HTML
 * with 403 but its data with 200 and a forbidden state, because the SPA reloads on any 401/403 (SPEC §6).
 * Unknown paths are 404, rendered the same way for a browser.
 */
const pageRoutes: FastifyPluginAsync = async (app) => {
  const render = documentRenderer(app, app.config.STATIC_DIR);

  const mayView = async (entry: PageEntry, request: FastifyRequest): Promise<boolean> =>
    (!entry.customerOnly || request.session.actor !== null) && (!entry.role || (await rolesOf(app, request)).includes(entry.role));

  const urlOf = (request: FastifyRequest) => new URL(request.url, 'http://shop.invalid');

  for (const name of pageNames) {
    const entry: PageEntry = pages[name];
    const definition = pageDefinitions[name];
    app.get(
      resolvePath(entry.path, app.config.paths),
      // The handler decides how a bad query or path is answered: the page with its error state, or 400 with the issues.
      { schema: { querystring: definition.query, ...(definition.path ? { params: definition.path } : {}) }, attachValidation: true },
      async (request, reply) => {
        reply.header('vary', 'Accept');
        // Never stored: the data is the asker's (prices, cart), and the HTML follows their view cookies too.
        reply.header('cache-control', 'private, no-store');
        const json = prefersJson(request);
        const forbidden: ForbiddenPage | null = (await mayView(entry, request))
          ? null
          : {
              forbidden: true,
              message: t(entry.customerOnly && !request.session.actor ? 'JS_ERROR_LOGIN_REQUIRED' : 'JS_ERROR_FORBIDDEN'),
            };
        if (json) {
          if (forbidden) return reply.send(forbidden);
          if (request.validationError) throw request.validationError;
          return definition.load({ app, request, query: request.query, path: request.params, params: urlOf(request).searchParams });
        }

        const url = urlOf(request);
        const params = url.searchParams;
        const key = pageDataKeys[name](params, url.pathname);
        const fallback: Record<string, unknown> = {};
        const errors: Record<string, InitialError> = {};
        let status = 200;
        if (forbidden) {
          status = 403;
          if (key) fallback[key] = forbidden;
        } else if (request.validationError) {
          status = 400;
          if (key) errors[key] = { status, message: t('JS_ERROR_VALIDATION') };
        } else if (key) {
          try {
            fallback[key] = await definition.load({ app, request, query: request.query, path: request.params, params });
          } catch (error) {
            errors[key] = pageErrorOf(error, request);
            status = errors[key].status;
          }
        }
        return render(request, reply, { status, page: name, fallback, errors });
      },
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    reply.header('vary', 'Accept');
    if (request.method === 'GET' && !request.url.startsWith('/assets/') && !prefersJson(request)) {
      return render(request, reply, { status: 404 });
    }
    return reply.code(404).send(errorBody(t('JS_ERROR_NOT_FOUND')));
  });
};

export default pageRoutes;
