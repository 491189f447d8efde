import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import type { ForbiddenPage } from '../../shared/contract/pages.ts';
import { resolvePath } from '../../shared/path-settings.ts';
import { t } from '../../web/i18n/translate.ts';
import { pageNames, pages, type PageEntry } from '../../web/routes.ts';
import { errorBody } from '../lib/error-body.ts';
import { prefersJson } from '../lib/negotiation.ts';
import { shellReader } from '../lib/shell.ts';
import { pageDefinitions } from '../pages/index.ts';
import { rolesOf } from '../plugins/access.ts';

/**
 * Every page of web/routes.ts: the SPA shell (with the boot data) for browsers, the page's data for JSON
 * requests, both with Vary: Accept. The query is validated by Fastify against the page definition's schema.
 * A page the visitor may not see answers its HTML with 403 but its data with 200 and a forbidden state,
 * because the SPA reloads on any 401/403 (SPEC §6). Unknown paths are 404.
 */
export const pageRoutes: FastifyPluginAsync<{ dir: string }> = async (app, options) => {
  const loadShell = shellReader(join(options.dir, 'index.html'), { settings: app.config.paths });

  const sendShell = async (reply: FastifyReply, status: number) => {
    const html = await loadShell();
    if (!html) return reply.code(503).send(errorBody(t('JS_FRONTEND_NOT_BUILT')));
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  const mayView = async (entry: PageEntry, request: FastifyRequest): Promise<boolean> => {
    if (!entry.role) return true;
    return (await rolesOf(app, request)).includes(entry.role);
  };

  for (const name of pageNames) {
    const entry: PageEntry = pages[name];
    const definition = pageDefinitions[name];
    app.get(
      resolvePath(entry.path, app.config.paths),
      // The handler decides how a bad query is answered: the shell for a browser, 400 with the issues for JSON.
      { schema: { querystring: definition.query }, attachValidation: true },
      async (request, reply) => {
        reply.header('vary', 'Accept');
        const json = prefersJson(request);
        if (json) reply.header('cache-control', 'private, no-store');
        if (!(await mayView(entry, request))) {
          return json ? reply.send({ forbidden: true, message: t('JS_ERROR_FORBIDDEN') } satisfies ForbiddenPage) : sendShell(reply, 403);
        }
        if (request.validationError) {
          if (json) throw request.validationError;
          return sendShell(reply, 400);
        }
        if (!json) return sendShell(reply, 200);
        return definition.load({ app, request, query: request.query });
      },
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    reply.code(404).header('vary', 'Accept');
    const html = request.method === 'GET' && !request.url.startsWith('/assets/') && !prefersJson(request) ? await loadShell() : null;
    if (html) return reply.type('text/html; charset=utf-8').send(html);
    return reply.send(errorBody(t('JS_ERROR_NOT_FOUND')));
  });
};
