import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { en } from '../../shared/i18n/en.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_HEADER, languageOf, type Language } from '../../shared/i18n/language.ts';
import { addSharedTexts, readLanguageFrom } from '../../shared/i18n/translate.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (texts, formats, catalogue translations). */
    shopLanguage: Language;
  }
}

const current = new AsyncLocalStorage<Language>();
const resources = new WeakMap<FastifyRequest, AsyncResource>();

// Every `t` on the server reads the language of the request it runs for (Italian outside any request).
addSharedTexts('en', en);
readLanguageFrom(() => current.getStore() ?? DEFAULT_LANGUAGE);

/**
 * The language asked: the page's header (a page switched without a cookie), then the cookie; forged values are
 * Italian. The cookie is read from the header when the cookie plugin has not run yet (a request refused first).
 */
export function requestedLanguage(request: FastifyRequest, switchEnabled: boolean): Language {
  if (!switchEnabled) return DEFAULT_LANGUAGE;
  const header = request.headers[LANGUAGE_HEADER];
  if (typeof header === 'string') return languageOf(header);
  const cookies = request.cookies ?? fastifyCookie.parse(request.headers.cookie ?? '');
  return languageOf(cookies[LANGUAGE_COOKIE]);
}

/** `make()`'s texts in `language`: for a reply made outside the request's own hooks (an error met before them). */
export function inLanguage<T>(language: Language, make: () => T): T {
  return language === DEFAULT_LANGUAGE ? make() : current.run(language, make);
}

/**
 * Runs every request in another language than the default inside it; a request in the default language (nearly all)
 * runs outside any, where `t` reads the default. The first `run` turns on Node's promise hooks for every promise of
 * the process (Node 20's AsyncLocalStorage is built on async_hooks), a few µs on each light request: a shop that only
 * ever answers in Italian never pays them. The body is read in the stream's own async context, so the context is
 * entered again before validation (as @fastify/request-context does).
 */
export const requestLanguagePlugin = fp(async function requestLanguage(app: FastifyInstance) {
  app.decorateRequest('shopLanguage', DEFAULT_LANGUAGE);
  app.addHook('onRequest', (request, _reply, done) => {
    request.shopLanguage = requestedLanguage(request, app.config.languageSwitch);
    if (request.shopLanguage === DEFAULT_LANGUAGE) return done();
    current.run(request.shopLanguage, () => {
      // Without a body nothing leaves the context (most requests: no resource to make and keep).
      if (request.method === 'GET' || request.method === 'HEAD') return done();
      const resource = new AsyncResource('shop-language');
      resources.set(request, resource);
      resource.runInAsyncScope(done);
    });
  });
  // A reply in another language than the default is never kept by a shared cache: bff/plugins/cache-control.ts.
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = resources.get(request);
    if (resource) resource.runInAsyncScope(done);
    else done();
  });
});
