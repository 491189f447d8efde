import type { FastifyPluginAsync } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { t } from '../../web/i18n/translate.ts';
import { pages, type PageName } from '../../web/routes.ts';
import { errorBody } from '../lib/error-body.ts';
import { prefersJson } from '../lib/negotiation.ts';
import { pageData } from '../page-data.ts';

/**
 * Every page of web/routes.ts: the SPA shell for browsers, the page's data for JSON requests
 * (both with Vary: Accept). Unknown paths are 404: the shell with status 404 for a browser, JSON otherwise.
 */
export const pageRoutes: FastifyPluginAsync<{ dir: string }> = async (app, options) => {
  const shellFile = join(options.dir, 'index.html');
  // Re-read when a new build replaced the file, so a running server never points at deleted assets.
  let shell: { html: string; mtimeMs: number } | null = null;
  const loadShell = async (): Promise<string | null> => {
    const info = await stat(shellFile).catch(() => null);
    if (!info) return null;
    if (shell?.mtimeMs !== info.mtimeMs) shell = { html: await readFile(shellFile, 'utf8'), mtimeMs: info.mtimeMs };
    return shell.html;
  };

  for (const [name, page] of Object.entries(pages) as Array<[PageName, (typeof pages)[PageName]]>) {
    app.get(page.path, async (request, reply) => {
      reply.header('vary', 'Accept');
      if (prefersJson(request)) {
        reply.header('cache-control', 'no-store');
        return pageData[name](app, request);
      }
      const html = await loadShell();
      if (!html) return reply.code(503).send(errorBody(t('JS_FRONTEND_NOT_BUILT')));
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    reply.code(404).header('vary', 'Accept');
    const html = request.method === 'GET' && !request.url.startsWith('/assets/') && !prefersJson(request) ? await loadShell() : null;
    if (html) return reply.type('text/html; charset=utf-8').send(html);
    return reply.send(errorBody(t('JS_ERROR_NOT_FOUND')));
  });
};
