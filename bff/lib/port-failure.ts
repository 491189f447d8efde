import type { FastifyBaseLogger } from 'fastify';
import type { PortError, PortErrorCode } from '../../adapters/ports/port-error.ts';
import { t, type ServerTextKey } from '../../shared/i18n/server.ts';
import { reasonText } from './reason-text.ts';

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

/** The shop's text for a status when nothing more precise is known. */
export function genericText(status: number): string {
  const key = textForStatus[status];
  return key ? t(key) : t('JS_GENERIC_ERROR');
}

/**
 * A port failure as the user is told it: its status and its reason in the shop's words. An upstream failure (5xx)
 * says only the generic text and is logged with its reason and detail; the user never reads an ERP's words.
 */
export function portFailure(error: PortError, log: FastifyBaseLogger): { status: number; message: string } {
  const status = portErrorStatus[error.code];
  if (status >= 500) {
    log.warn({ code: error.code, reason: error.reason, err: error.message }, 'upstream failure');
    return { status, message: genericText(status) };
  }
  if (error.reason === 'unknown') log.info({ code: error.code, err: error.message }, 'port failure of an unknown reason');
  return { status, message: reasonText(error, genericText(status)) };
}
