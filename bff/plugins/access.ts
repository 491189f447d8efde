import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../adapters/ports/accounts.ts';
import { t } from '../../shared/i18n/server.ts';
import { HttpError } from '../lib/http-error.ts';
import { currentAccount } from '../lib/principal.ts';

/** Who may call a route: anyone, a logged-in user, or a logged-in user holding a role. */
export type Access = 'public' | 'customer' | { role: Role };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Checked before the body is read; default 'public'. */
    access?: Access;
  }
}

/**
 * The roles that count for a request: the user's, and while staff act as a customer, the staff member's too
 * (so they can switch again or go back without logging out first). principal() is cached per actor.
 */
export async function rolesOf(app: FastifyInstance, request: FastifyRequest): Promise<Role[]> {
  const account = await currentAccount(app, request);
  if (!account) return [];
  const impersonatorId = request.session.actor?.impersonatorId;
  if (impersonatorId === undefined) return account.roles;
  const staff = await app.ports.accounts.account({ userId: impersonatorId }, request.portCtx());
  return [...account.roles, ...staff.roles];
}

/**
 * Who may call comes first (DESIGN "Recipes"): one onRequest check per route, before the body is parsed
 * or validated, so a visitor gets 401 and a user without the role 403 whatever they send, and never learns
 * the shape of the route from validation issues. Public routes pay nothing.
 */
export const accessPlugin = fp(async function access(app: FastifyInstance) {
  const checkFor =
    (access: Exclude<Access, 'public'>): onRequestAsyncHookHandler =>
    async (request) => {
      if (!request.session.actor) throw new HttpError(401, t('JS_ERROR_UNAUTHENTICATED'));
      if (access === 'customer') return;
      if (!(await rolesOf(app, request)).includes(access.role)) throw new HttpError(403, t('JS_ERROR_FORBIDDEN'));
    };
  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? 'public';
    if (access === 'public') return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [checkFor(access), ...existing];
  });
});
