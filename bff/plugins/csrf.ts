import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { t } from '../../shared/i18n/server.ts';
import { HttpError } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: no token needed (login). true on a GET that changes state (the spec has some). */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A token field from the body, or from the query string for the spec's state-changing GET links. */
function field(request: FastifyRequest, name: string): unknown {
  const source = request.method === 'GET' ? request.query : request.body;
  return source && typeof source === 'object' && name in source ? (source as Record<string, unknown>)[name] : undefined;
}

/**
 * Checks the token after the body is parsed and before it is validated, so a call without it is 403
 * whatever else it carries; a form that carries a stale stateVersionToken is refused with 409.
 * Attached only to the routes that change state, so reads pay nothing for it.
 */
export const csrfPlugin = fp(async function csrf(app: FastifyInstance) {
  const check = async (request: FastifyRequest) => {
    const token = field(request, 'csrfToken') ?? request.headers['x-csrf-token'];
    if (!request.session.checkCsrf(token)) throw new HttpError(403, t('JS_ERROR_CSRF'));
    const state = field(request, 'stateVersionToken') ?? request.headers['x-state-version'];
    if (typeof state === 'string' && !request.session.isStateFresh(state)) {
      throw new HttpError(409, t('JS_ERROR_CONFLICT'));
    }
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const changesState = route.config?.csrf ?? methods.some((m) => !SAFE_METHODS.has(m));
    if (!changesState) return;
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [check, ...existing];
  });
});
