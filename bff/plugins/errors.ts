import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isPortError } from '../../adapters/ports/port-error.ts';
import { t } from '../../shared/i18n/server.ts';
import { issueText } from '../../shared/issue-text.ts';
import { errorBody } from '../lib/error-body.ts';
import { errorPage } from '../lib/error-page.ts';
import { HttpError } from '../lib/http-error.ts';
import { acceptPrefersJson } from '../lib/negotiation.ts';
import { inLanguage, requestedLanguage } from '../i18n/request-language.ts';
import { SharedStateUnavailable } from '../shared-state/shared-state.ts';
import { genericText, portFailure } from '../lib/port-failure.ts';
import { ShopBusy } from './load-shedding.ts';

/** One error handler: validation → 400 with issues, port codes mapped, never a stack or internal message on a 5xx. */
export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Each issue in the user's words: the schema's own message, else the field's label (shared/issue-text.ts).
      const issues = error.validation.map((v) => {
        const fields = v.instancePath ? v.instancePath.split('/').filter(Boolean) : [];
        return { path: [error.validationContext, ...fields].join('.'), message: issueText(fields, v.message) };
      });
      return reply.code(400).send(errorBody([...new Set(issues.map((issue) => issue.message))].join(' '), issues));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(errorBody(error.message));
    }
    if (error instanceof SharedStateUnavailable) {
      // Sessions live in Redis and Redis is away: nothing is lost, the request may be tried again in a moment.
      request.log.warn({ err: error.message }, 'shared state unavailable');
      return unavailable(request, reply, 'JS_SESSION_STORE_DOWN', 5);
    }
    if (error instanceof ShopBusy) {
      // Shed under overload (bff/plugins/load-shedding.ts, which logs it); no cache may keep the refusal.
      reply.header('cache-control', 'no-store');
      return unavailable(request, reply, 'JS_SHOP_BUSY', error.retryAfterS);
    }
    if (isPortError(error)) {
      const { status, message } = portFailure(error, request.log);
      return reply.code(status).send(errorBody(message));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody(t('JS_GENERIC_ERROR')));
    }
    // Fastify's own 4xx (bad JSON, unsupported media type, body too large): its text is English, ours is not.
    request.log.info({ code: error.code, err: error.message }, 'client error');
    return reply.code(status).send(errorBody(genericText(status)));
  });
});

/**
 * 503 with Retry-After: the shop's error page for a browser, its error body otherwise, in the language the request
 * asks for (a request refused under overload is refused before the hook that sets it).
 */
function unavailable(request: FastifyRequest, reply: FastifyReply, text: 'JS_SHOP_BUSY' | 'JS_SESSION_STORE_DOWN', retryAfterS: number) {
  reply.code(503).header('retry-after', String(retryAfterS));
  const language = requestedLanguage(request, request.server.config.languageSwitch);
  if (acceptPrefersJson(request.headers.accept)) return reply.send(inLanguage(language, () => errorBody(t(text))));
  return reply.type('text/html; charset=utf-8').send(inLanguage(language, () => errorPage(503, t(text))));
}
