import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Account } from '../../adapters/ports/accounts.ts';
import { isPortError } from '../../adapters/ports/port-error.ts';
import type { Principal } from '../../shared/contract/principal.ts';

/** The account behind the session, or null for a visitor (also when the user no longer exists upstream). */
export async function currentAccount(app: FastifyInstance, request: FastifyRequest): Promise<Account | null> {
  if (!request.session.actor) return null;
  try {
    return await app.ports.accounts.principal({}, request.portCtx());
  } catch (error) {
    if (isPortError(error) && (error.code === 'forbidden' || error.code === 'not_found')) return null;
    throw error;
  }
}

/**
 * Who is asking, with the tokens left empty: what a server-rendered page shows. Tokens never go in the HTML, and
 * asking for one gives a visitor a session id (and a cookie), which a page view must not do.
 */
export async function currentIdentity(app: FastifyInstance, request: FastifyRequest): Promise<Principal> {
  const account = await currentAccount(app, request);
  return {
    authenticated: account !== null,
    username: account?.username ?? null,
    companyName: account?.companyName ?? null,
    anonymous: account === null,
    csrfToken: '',
    stateVersionToken: '',
    roles: account?.roles ?? [],
    impersonatorUsername: account ? await impersonatorUsername(app, request) : null,
  };
}

/** Who is asking and the tokens their state-changing calls must carry (the principal call). */
export async function currentPrincipal(app: FastifyInstance, request: FastifyRequest): Promise<Principal> {
  const identity = await currentIdentity(app, request);
  return { ...identity, csrfToken: request.session.csrfToken, stateVersionToken: request.session.stateVersionToken };
}

async function impersonatorUsername(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const impersonatorId = request.session.actor?.impersonatorId;
  if (impersonatorId === undefined) return null;
  const staff = await app.ports.accounts.account({ userId: impersonatorId }, request.portCtx());
  return staff.username;
}
