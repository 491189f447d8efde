import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../../adapters/ports/accounts.ts';
import { t } from '../../../shared/i18n/server.ts';
import { t as shared } from '../../../shared/i18n/translate.ts';
import { pagePath } from '../../../shared/routes.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isSameOrigin, redirectOrJson } from '../../lib/negotiation.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { passwordRecovery } from '../../mail/templates/password-recovery.ts';
import { LOGIN_POLICY, LoginThrottle } from '../../lib/login/login-throttle.ts';
import { TrustedDevices } from '../../lib/login/trusted-devices.ts';

const MAX_PASSWORD_LENGTH = 200;
/**
 * Every request counts (not only failures: each may send a mail), 5 per name and 20 per client address in 15 minutes
 * as for logins, then 15 minutes' wait: no ladder, since a mailbox, not a password, is what it protects.
 */
const RECOVERY_POLICY = { ...LOGIN_POLICY, lockoutSeconds: [15 * 60] };

/**
 * Password recovery (issue 26) over the accounts port, so an ERP that owns passwords serves it. The request's reply
 * is the same whoever is named, known or not, and the lookup and the mail happen after it is sent (no account
 * enumeration, not even by timing); requests are throttled like logins, per name and per client address. The new
 * password ends every session of its user and voids their device cookies.
 */
const passwordRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new LoginThrottle(app.sharedState.windows, 'password-recovery', RECOVERY_POLICY);
  const devices = new TrustedDevices(app.sharedState.windows);
  const afterReply = new WeakMap<FastifyRequest, () => Promise<void>>();
  app.addHook('onResponse', async (request) => {
    const work = afterReply.get(request);
    if (!work) return;
    afterReply.delete(request);
    await work().catch((error: unknown) => request.log.error({ err: error }, 'Password recovery not started'));
  });

  app.post(
    pagePath('passwordForgotten'),
    {
      schema: { body: z.object({ login: z.string().trim().max(254).default(''), csrfToken: z.string().optional() }) },
      config: { csrf: false },
    },
    async (request, reply) => {
      if (!isSameOrigin(request)) throw new HttpError(400, t('JS_LOGIN_BAD_ORIGIN'));
      const { login } = request.body;
      if (!login) throw new HttpError(400, t('JS_RECOVERY_MISSING'));
      const now = app.clock().getTime();
      const wait = (await throttle.retryAfter(login, request.ip, now)) ?? (await throttle.recordFailure(login, request.ip, now));
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, t('JS_RECOVERY_TOO_MANY'));
      }
      afterReply.set(request, async () => {
        const started = await app.ports.accounts.startPasswordRecovery({ login }, request.portCtx({ actor: null, signal: undefined }));
        if (!started) return;
        await queueMail(request, {
          template: 'password-recovery',
          to: [{ address: started.email, name: started.username }],
          content: passwordRecovery({ username: started.username, token: started.token, shopName: shared('JS_SHOP_NAME') }),
        });
      });
      return redirectOrJson(request, reply, `${pagePath('passwordForgotten')}?inviata=1`);
    },
  );

  app.post(
    pagePath('passwordNew'),
    {
      schema: {
        body: z.object({
          token: z.string().max(300).default(''),
          password: z.string().default(''),
          confirm: z.string().default(''),
          csrfToken: z.string().optional(),
        }),
      },
      // The token in the form is the credential (a forged one changes nothing), as the login's password is.
      config: { csrf: false },
    },
    async (request, reply) => {
      if (!isSameOrigin(request)) throw new HttpError(400, t('JS_LOGIN_BAD_ORIGIN'));
      const { token, password, confirm } = request.body;
      if (password.length < MIN_PASSWORD_LENGTH) throw new HttpError(400, t('JS_PASSWORD_TOO_SHORT', { min: MIN_PASSWORD_LENGTH }));
      if (password.length > MAX_PASSWORD_LENGTH) throw new HttpError(400, t('JS_PASSWORD_TOO_LONG', { max: MAX_PASSWORD_LENGTH }));
      if (password !== confirm) throw new HttpError(400, t('JS_PASSWORD_MISMATCH'));
      const changed = await app.ports.accounts.finishPasswordRecovery({ token, password }, request.portCtx({ actor: null }));
      const ended = await app.endSessionsOf(changed.userId);
      await devices.passwordChanged(changed.username, app.clock().getTime());
      request.log.info({ userId: changed.userId, sessionsEnded: ended }, 'password changed by recovery');
      return redirectOrJson(request, reply, `${pagePath('login')}?password=cambiata`);
    },
  );
};

export default passwordRecoveryRoutes;
