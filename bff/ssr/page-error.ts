import type { FastifyRequest } from 'fastify';
import { isPortError } from '../../adapters/ports/port-error.ts';
import type { InitialError } from '../../shared/contract/boot.ts';
import { HttpError } from '../lib/http-error.ts';
import { genericText, portFailure } from '../lib/port-failure.ts';

/**
 * A page loader's failure as the page shows it: the status and text (in the request's language) the error handler
 * would have answered for its JSON, never an internal message. Upstream failures are logged as the error handler does.
 */
export function pageErrorOf(error: unknown, request: FastifyRequest): InitialError {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (isPortError(error)) {
    return portFailure(error, request.log);
  }
  request.log.error({ err: error }, 'page data failed');
  return { status: 500, message: genericText(500) };
}
