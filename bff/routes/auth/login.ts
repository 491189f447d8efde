import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPortError } from '../../../adapters/ports/port-error.ts';
import { t } from '../../../shared/i18n/server.ts';
import { errorBody } from '../../lib/error-body.ts';
import { isSameOrigin, prefersJson, safeReturnPath } from '../../lib/negotiation.ts';
import { issueDevice, readDevice } from '../../lib/login/device-cookie.ts';
import { loginFailedPage } from '../../lib/login/login-failed-page.ts';
import { LoginThrottle } from '../../lib/login/login-throttle.ts';
import { TrustedDevices } from '../../lib/login/trusted-devices.ts';

const loginBody = z.object({
  username: z.string().trim().max(100).default(''),
  password: z.string().max(200).default(''),
  returnTo: z.string().max(2000).optional(),
});

/**
 * Form login (also JSON): a browser without JavaScript gets a 303 or a page saying why not. A browser whose device
 * cookie vouches for the username is judged by that cookie's own failures; any other (a stranger) by the account's
 * and the client address's, which lock out with 429 and Retry-After. An unknown username goes the same way as a known
 * one, to the same answers.
 */
const loginRoute: FastifyPluginAsyncZod = async (app) => {
  const throttle = new LoginThrottle(app.sharedState.windows, 'login');
  const devices = new TrustedDevices(app.sharedState.windows);

  app.post('/login', { schema: { body: loginBody }, config: { csrf: false } }, async (request, reply) => {
    const { username, password } = request.body;
    const returnTo = safeReturnPath(request.body.returnTo);
    const json = prefersJson(request) || request.headers['content-type']?.startsWith('application/json') === true;
    // Never 401/403 here: the SPA reloads the page on those and the user would not read why.
    const fail = (status: number, message: string) =>
      json
        ? reply.code(status).send(errorBody(message))
        : reply.code(status).type('text/html; charset=utf-8').send(loginFailedPage(message, returnTo));
    const tooMany = (retryAfter: number) => {
      reply.header('retry-after', String(retryAfter));
      return fail(429, t.plural('JS_LOGIN_TOO_MANY', Math.ceil(retryAfter / 60)));
    };

    if (!isSameOrigin(request)) return fail(400, t('JS_LOGIN_BAD_ORIGIN'));
    if (!username || !password) return fail(400, t('JS_LOGIN_MISSING_FIELDS'));
    const now = app.clock().getTime();
    const vouched = await devices.vouching(readDevice(request, now), username, now);
    // request.ip is the client: the socket's peer, or with TRUST_PROXY the address the trusted proxies name.
    if (!vouched) {
      const wait = await throttle.retryAfter(username, request.ip, now);
      if (wait !== null) return tooMany(wait);
    }

    let account;
    try {
      account = await app.ports.accounts.login({ username, password }, request.portCtx({ actor: null }));
    } catch (error) {
      if (isPortError(error) && (error.code === 'invalid' || error.code === 'not_found' || error.code === 'forbidden')) {
        request.log.info({ username, vouched: vouched !== null }, 'login failed');
        // The device's count took this attempt already; the strangers' counts are not this browser's.
        if (vouched) return fail(400, t('JS_LOGIN_FAILED'));
        const blocked = await throttle.recordFailure(username, request.ip, now);
        return blocked === null ? fail(400, t('JS_LOGIN_FAILED')) : tooMany(blocked);
      }
      throw error;
    }
    // A vouched login leaves the account's count alone: it is the strangers', and they would start afresh.
    if (!vouched) await throttle.succeeded(username);
    // Bound to the account's own username, as a password change names it (the form may have said it in capitals).
    issueDevice(request, reply, account.username, now);
    await request.session.begin({ userId: account.userId, customerId: account.customerId, stateVersion: 0 }, app.sessionTtlMs);
    request.log.info({ userId: account.userId }, 'login');
    return json ? reply.send({ ok: true, redirect: returnTo }) : reply.redirect(returnTo, 303);
  });
};

export default loginRoute;
