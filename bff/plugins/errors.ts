import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isPortError, type PortErrorCode } from '../../adapters/ports/port-error.ts';
import { t } from '../../shared/i18n/server.ts';
import type { ServerTextKey } from '../../shared/i18n/server.ts';
import { issueText } from '../../shared/issue-text.ts';
import { errorBody } from '../lib/error-body.ts';
import { HttpError } from '../lib/http-error.ts';

/** The one place where a port failure becomes an HTTP status. */
export const portErrorStatus: Record<PortErrorCode, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unavailable: 502,
  timeout: 504,
};

const textForStatus: Record<number, ServerTextKey> = {
  400: 'JS_ERROR_VALIDATION',
  401: 'JS_ERROR_UNAUTHENTICATED',
  403: 'JS_ERROR_FORBIDDEN',
  404: 'JS_ERROR_NOT_FOUND',
  409: 'JS_ERROR_CONFLICT',
  413: 'JS_ERROR_BODY_TOO_LARGE',
  502: 'JS_ERROR_UPSTREAM',
  504: 'JS_ERROR_TIMEOUT',
};

export function genericText(status: number): string {
  const key = textForStatus[status];
  return key ? t(key) : t('JS_GENERIC_ERROR');
}

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
    if (isPortError(error)) {
      const status = portErrorStatus[error.code];
      if (status >= 500) {
        request.log.warn({ code: error.code, err: error.message }, 'upstream failure');
        return reply.code(status).send(errorBody(genericText(status)));
      }
      return reply.code(status).send(errorBody(error.message || genericText(status)));
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
