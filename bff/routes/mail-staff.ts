import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mailTemplateSchema } from '../../adapters/ports/mail.ts';
import { t } from '../../shared/i18n/server.ts';
import { checkMessage } from '../lib/check-message.ts';
import { t as shared } from '../../shared/i18n/translate.ts';
import { idSchema, intFromText } from '../../shared/ids.ts';
import { HttpError } from '../lib/http-error.ts';
import { SendThrottle } from '../lib/send-throttle.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { invitation } from '../mail/templates/invite.ts';
import { testMail } from '../mail/test-mails.ts';

const staff = { access: { role: 'staff' } } as const;
/** Test mails one staff member may send in a quarter of an hour: every template twice over, and some. */
const TEST_MAILS_PER_WINDOW = 30;

/** The preview of a mail's HTML: shown alone, no script, no request anywhere, nothing of the shop's origin. */
const PREVIEW_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/**
 * The staff's mail (issue 26): SPEC §2's mail test page sends each template to the staff member's own address (no
 * other recipient can be named), a failed mail is put back in the queue, a mail's HTML is previewed. Staff only: a
 * visitor gets 401, a customer 403 (plugins/access.ts).
 */
const mailStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new SendThrottle(app.sharedState.windows, 'test-mail', TEST_MAILS_PER_WINDOW, 15 * 60_000);

  /** The staff member behind the request, also while acting as a customer: the test mail is theirs. */
  async function staffMember(request: FastifyRequest) {
    const impersonatorId = request.session.actor?.impersonatorId;
    return impersonatorId === undefined
      ? app.ports.accounts.principal({}, request.portCtx())
      : app.ports.accounts.account({ userId: impersonatorId }, request.portCtx());
  }

  app.post(
    '/staff/posta/prova',
    { schema: { body: z.object({ csrfToken: z.string().optional(), template: mailTemplateSchema }) }, config: staff },
    async (request, reply) => {
      const member = await staffMember(request);
      if (!member.email) throw new HttpError(400, t('JS_MAIL_TEST_NO_ADDRESS'));
      const wait = await throttle.take([`staff:${member.userId}`]);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, t('JS_MAIL_TOO_MANY'));
      }
      const content = testMail(request.body.template, {
        companyName: member.companyName,
        customerCode: member.customerCode,
        username: member.username,
        email: member.email,
        shopName: shared('JS_SHOP_NAME'),
      });
      const written = await queueMail(request, {
        template: request.body.template,
        to: [{ address: member.email, name: member.username }],
        content,
      });
      if (!written) throw new HttpError(503, t('JS_ERROR_UPSTREAM'));
      return { ok: true as const, to: member.email };
    },
  );

  // Staff invite a new user for a customer: the invitation goes to the address given, once, and nowhere else.
  app.post(
    '/staff/invita',
    {
      schema: {
        body: z.object({
          csrfToken: z.string().optional(),
          customerCode: z.string().trim().min(1, checkMessage('JS_INVITE_CUSTOMER_MISSING')).max(40),
          name: z.string().trim().min(1, checkMessage('JS_INVITE_NAME_MISSING')).max(100),
          email: z.email(checkMessage('JS_INVITE_EMAIL_INVALID')).max(254),
        }),
      },
      config: staff,
    },
    async (request, reply) => {
      const member = await staffMember(request);
      const wait = await throttle.take([`staff:${member.userId}`, `address:${request.body.email.toLowerCase()}`]);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, t('JS_MAIL_TOO_MANY'));
      }
      const { customerCode, name, email } = request.body;
      const invited = await app.ports.accounts.inviteUser({ customerCode, email }, request.portCtx());
      const content = invitation({
        name,
        username: invited.username,
        companyName: invited.companyName,
        staffName: member.username,
        shopName: shared('JS_SHOP_NAME'),
        token: invited.token,
      });
      await queueMail(request, { template: 'invite', to: [{ address: email, name }], content });
      return { ok: true as const, username: invited.username, companyName: invited.companyName };
    },
  );

  app.post(
    '/staff/posta/:id/reinvia',
    { schema: { params: z.object({ id: idSchema }), body: z.object({ csrfToken: z.string().optional() }) }, config: staff },
    async (request) => {
      const resent = await app.ports.mail.resend({ id: request.params.id }, request.portCtx());
      return { ok: true as const, state: resent.state };
    },
  );

  // An attachment downloaded whole, never shown in the shop's origin (a spreadsheet, a PDF).
  app.get(
    '/staff/posta/:id/allegati/:index',
    { schema: { params: z.object({ id: idSchema, index: intFromText({ min: 0, max: 99 }) }) }, config: staff },
    async (request, reply) => {
      const file = await app.ports.mail.attachment({ id: request.params.id, index: request.params.index }, request.portCtx());
      return reply
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(Buffer.from(file.contentBase64, 'base64'));
    },
  );

  app.get('/staff/posta/:id/anteprima', { schema: { params: z.object({ id: idSchema }) }, config: staff }, async (request, reply) => {
    const message = await app.ports.mail.message({ id: request.params.id }, request.portCtx());
    return reply.header('content-security-policy', PREVIEW_POLICY).type('text/html; charset=utf-8').send(message.html);
  });
};

export default mailStaffRoutes;
