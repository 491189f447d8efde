import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../shared/i18n/server.ts';
import { checkMessage } from '../lib/check-message.ts';
import { pagePath } from '../../shared/routes.ts';
import { italianVatNumber } from '../../shared/vat-number.ts';
import { HttpError } from '../lib/http-error.ts';
import { isSameOrigin, redirectOrJson } from '../lib/negotiation.ts';
import { SendThrottle } from '../lib/send-throttle.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { registrationAcknowledgement, registrationToShop } from '../mail/templates/registration.ts';

const HOUR = 60 * 60_000;

// Each message a function: read when a check fails, in the language of that request (not once, in Italian, at load).
const registrationBody = z.object({
  csrfToken: z.string().optional(),
  companyName: z.string().trim().min(1, checkMessage('JS_REG_COMPANY_MISSING')).max(120),
  vatNumber: z
    .string()
    .max(20)
    .transform((text, ctx) => italianVatNumber(text) ?? (ctx.addIssue({ code: 'custom', message: t('JS_REG_VAT_INVALID') }), z.NEVER)),
  sdiOrPec: z
    .string()
    .trim()
    .max(254)
    .refine((text) => /^[A-Za-z0-9]{7}$/.test(text) || z.email().safeParse(text).success, checkMessage('JS_REG_SDI_INVALID')),
  address: z.string().trim().min(1, checkMessage('JS_REG_ADDRESS_MISSING')).max(200),
  contactName: z.string().trim().min(1, checkMessage('JS_REG_CONTACT_MISSING')).max(100),
  email: z.email(checkMessage('JS_INVITE_EMAIL_INVALID')).max(254),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+\d ]*$/, checkMessage('JS_REG_PHONE_INVALID'))
    .default(''),
});

/**
 * Registration requests (issue 26): a workshop that is not yet a customer asks from the login page. The request is
 * stored, mailed to the shop (SHOP_EMAIL, replies going to the workshop) and acknowledged to the sender's address:
 * at most once a day per address, the only mail this route sends to an address the shop did not know. Throttled
 * per address and per client.
 */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const perClient = new SendThrottle(app.sharedState.windows, 'registration-client', 10, HOUR);
  const perAddress = new SendThrottle(app.sharedState.windows, 'registration-address', 3, 24 * HOUR);
  const acknowledged = new SendThrottle(app.sharedState.windows, 'registration-acknowledged', 1, 24 * HOUR);

  app.post(pagePath('registration'), { schema: { body: registrationBody }, config: { csrf: false } }, async (request, reply) => {
    if (!isSameOrigin(request)) throw new HttpError(400, t('JS_LOGIN_BAD_ORIGIN'));
    const { csrfToken: _c, ...registration } = request.body;
    const address = registration.email.toLowerCase();
    const wait = (await perClient.take([request.ip])) ?? (await perAddress.take([address]));
    if (wait !== null) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, t('JS_REG_TOO_MANY'));
    }
    const stored = await app.ports.accounts.requestRegistration(registration, request.portCtx({ actor: null }));
    const sender = { address: registration.email, name: registration.contactName };
    await queueMail(request, {
      template: 'registration',
      to: [{ address: app.config.SHOP_EMAIL }],
      replyTo: sender,
      content: registrationToShop(stored),
    });
    if ((await acknowledged.take([address])) === null) {
      await queueMail(request, { template: 'registration', to: [sender], content: registrationAcknowledgement(stored) });
    }
    return redirectOrJson(request, reply, `${pagePath('registration')}?inviata=1`);
  });
};

export default registrationRoutes;
