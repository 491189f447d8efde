import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../adapters/ports/op.ts';
import { t } from '../../shared/i18n/server.ts';
import { HttpError } from './http-error.ts';

/** Logged-in only calls: a visitor gets 401, on which the SPA reloads the page (SPEC §6). */
export function requireActor(request: FastifyRequest): Actor {
  const actor = request.session.actor;
  if (!actor) throw new HttpError(401, t('JS_ERROR_UNAUTHENTICATED'));
  return actor;
}
