import accepts from '@fastify/accepts';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguagePlugin } from '../i18n/request-language.ts';
import { loadSessionSecret } from '../session/secret.ts';
import { accessPlugin } from './access.ts';
import { cacheControlPlugin } from './cache-control.ts';
import { compressionPlugin } from './compression.ts';
import { csrfPlugin } from './csrf.ts';
import { errorsPlugin } from './errors.ts';
import { impersonationAuditPlugin } from './impersonation-audit.ts';
import { loadSheddingPlugin } from './load-shedding.ts';
import { openApiPlugin } from './openapi.ts';
import { replyHeadersPlugin } from './reply-headers.ts';
import { sessionPlugin } from './session.ts';

/**
 * Everything under the routes, in the order its hooks run: the OpenAPI document, the error handler, the shop's reply
 * headers, load shedding, compression, the body parsers and content negotiation, the session, the request's language,
 * Cache-Control, who may call (access) and the CSRF check, and the impersonation audit of cart calls. Skip-override
 * (fastify-plugin), as each of them is: their hooks, decorators and parsers are the root instance's, so they apply to
 * every route registered after this plugin; bff/app.ts registers it before any route. Reads `app.config` and
 * `app.sharedState` (the sessions' store), both decorated before it.
 */
export const frameworkPlugin = fp(async function framework(app: FastifyInstance) {
  // Before any route: the shop's OpenAPI document is made of every route registered after it.
  await app.register(openApiPlugin);
  await app.register(errorsPlugin);
  await app.register(replyHeadersPlugin);
  // Overload is refused right after the headers are set: before compression, sessions and any route's work.
  await app.register(loadSheddingPlugin);
  await app.register(compressionPlugin);
  await app.register(formbody);
  await app.register(accepts);
  // Sessions and who asks before any route: the language, Cache-Control, access and CSRF read the session.
  await app.register(sessionPlugin, {
    state: app.sharedState,
    secret: loadSessionSecret(app.config.DATA_DIR, app.config.SESSION_SECRET),
    ttlHours: app.config.SESSION_TTL_HOURS,
  });
  await app.register(requestLanguagePlugin);
  await app.register(cacheControlPlugin);
  await app.register(accessPlugin);
  await app.register(csrfPlugin);
  await app.register(impersonationAuditPlugin);
});
