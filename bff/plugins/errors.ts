import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isPortError } from '../../adapters/ports/port-error.ts';
import { t } from '../../shared/i18n/server.ts';
import { issueText } from '../../shared/issue-text.ts';
import { errorBody } from '../lib/error-body.ts';
import { errorPage } from '../lib/error-page.ts';
import { HttpError } from '../lib/http-error.ts';
import { acceptPrefersJson } from '../lib/negotiation.ts';
import { SharedStateUnavailable } from '../shared-state/shared-state.ts';
import { genericText, portFailure } from '../lib/port-failure.ts';

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
      const message = t('JS_SESSION_STORE_DOWN');
      reply.code(503).header('retry-after', '5');
      return acceptPrefersJson(request.headers.accept)
        ? reply.send(errorBody(message))
        : reply.type('text/html; charset=utf-8').send(errorPage(503, message));
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
