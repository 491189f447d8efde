import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/language.ts';
import { SESSION_COOKIE } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reply depends on who asks, even for a visitor without a cookie (cart fragments, the principal). */
    personal?: boolean;
  }
}

const PRIVATE = 'private, no-store';

/**
 * Refusals (4xx) carry `Cache-Control: no-store` unless their route chose otherwise. Replies that differ by session
 * carry `Cache-Control: private, no-store` (DESIGN "Recipes"), decided here once rather than per route: a reply to a
 * request with a session cookie, a reply that sets one, or a route marked `personal`. A reply in another language than the default is never kept by a shared cache either (its URL
 * is the same). A reply that chose its own Cache-Control keeps it (built assets, page shells).
 * Registered after the session plugin, so the cookie plugin's Set-Cookie is already on the reply. One hook for
 * both reasons: every onSend hook costs each request, the lightest ones most.
 */
export const cacheControlPlugin = fp(async function cacheControl(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.hasHeader('cache-control')) return done(null, payload);
    // A refusal is never stored, not even a visitor's 404 (heuristically cacheable): it may not hold a moment later.
    if (reply.statusCode >= 400) {
      reply.header('cache-control', 'no-store');
      return done(null, payload);
    }
    const personal =
      request.shopLanguage !== DEFAULT_LANGUAGE ||
      (!request.url.startsWith('/assets/') &&
        (request.routeOptions.config.personal === true || request.cookies[SESSION_COOKIE] !== undefined || reply.hasHeader('set-cookie')));
    if (personal) reply.header('cache-control', PRIVATE);
    done(null, payload);
  });
});
