import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isPortError } from '../../adapters/ports/port-error.ts';
import { t as mailText } from '../../shared/i18n/mail.ts';
import { t } from '../../shared/i18n/server.ts';
import { idSchema } from '../../shared/ids.ts';
import { HttpError } from '../lib/http-error.ts';
import { currentAccount } from '../lib/principal.ts';
import { writePriceListOffLoop } from '../lib/price-list/write-in-worker.ts';
import { changedPricesTotal, priceVariationWire } from '../lib/requests-wire.ts';
import { SendThrottle } from '../lib/send-throttle.ts';
import { writeMail } from '../mail/queue-mail.ts';
import {
  informationRequest,
  netPriceList,
  priceListFilename,
  priceListHeadings,
  priceListRequest,
  requestAcknowledgement,
  type Requester,
} from '../mail/templates/requests.ts';
import { informationBody } from '../lib/requests-body.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const customer = { access: 'customer' } as const;
const staff = { access: { role: 'staff' } } as const;
/** SPEC §7 Requests: "OK" is the one success answer of the price-list calls. */
const OK = 'OK';

/**
 * Price-list and information requests (SPEC §7 Requests, issue 27): the brands with changed prices, the net list
 * mailed as an .xlsx, the price-list form, the information request, and staff marking them handled. Logged-in
 * customers only; ten requests a minute per user.
 */
const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new SendThrottle(app.sharedState.windows, 'requests', 10, 60_000);

  /** The user behind the request, with the address the shop writes to; throttled before anything is stored. */
  async function requester(request: FastifyRequest, reply: FastifyReply): Promise<Requester> {
    const account = await currentAccount(app, request);
    if (!account) throw new HttpError(401, t('JS_ERROR_UNAUTHENTICATED'));
    const wait = await throttle.take([`user:${account.userId}`]);
    if (wait !== null) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, t('JS_REQ_TOO_MANY', { seconds: wait }));
    }
    return { companyName: account.companyName, customerCode: account.customerCode, username: account.username, email: account.email ?? '' };
  }

  /** Records the mail written for a request; a failure to record it is logged, the request already stands. */
  async function record(request: FastifyRequest, id: number, mailId: number | 'written' | null): Promise<void> {
    if (typeof mailId !== 'number') return;
    try {
      await app.ports.requests.recordMail({ id, mailId }, request.portCtx());
    } catch (error) {
      request.log.warn({ err: error, requestId: id }, 'Mail of a request not recorded');
    }
  }

  app.get('/richiesta-listino-netto/variazione', { config: customer }, async (request) =>
    priceVariationWire(await app.ports.requests.changedPrices({}, request.portCtx())),
  );

  app.get('/richiesta-listino-netto/prezzi-variati', { config: customer }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(String(changedPricesTotal(await app.ports.requests.changedPrices({}, request.portCtx())))),
  );

  // The net list of a brand, mailed to the account's address; the brand then counts no changed price.
  app.post(
    '/richiesta-listino-netto',
    { schema: { body: z.object({ csrfToken: z.string().optional(), cdmarca: z.string().trim().min(1).max(20) }) }, config: customer },
    async (request, reply) => {
      const who = await requester(request, reply);
      if (!who.email) throw new HttpError(400, t('JS_REQ_NO_EMAIL'));
      const { request: stored, rows } = await app.ports.requests.requestNetPriceList(
        { brandCode: request.body.cdmarca },
        request.portCtx(),
      );
      const bytes = await writePriceListOffLoop(rows, priceListHeadings());
      const brand = stored.brandName ?? request.body.cdmarca;
      const mailId = await writeMail(request, {
        template: 'price-list-request',
        to: [{ address: who.email, name: who.username }],
        content: netPriceList(who, brand, rows.length),
        attachments: [
          { filename: priceListFilename(stored.brandCode ?? brand), contentType: XLSX, contentBase64: bytes.toString('base64') },
        ],
      });
      if (mailId === null) throw new HttpError(503, t('JS_REQ_MAIL_NOT_WRITTEN'));
      await record(request, stored.id, mailId);
      return reply.type('text/plain; charset=utf-8').send(OK);
    },
  );

  // The price-list form: plain text, OK or the refusal's words (an unknown manufacturer is a business refusal, 200).
  app.post(
    '/richiesta-listino',
    { schema: { body: z.object({ csrfToken: z.string().optional(), manufacture: z.string().max(20) }) }, config: customer },
    async (request, reply) => {
      const text = (body: string) => reply.type('text/plain; charset=utf-8').send(body);
      const who = await requester(request, reply);
      const manufacturerId = idSchema.safeParse(request.body.manufacture);
      if (!manufacturerId.success) return text(t('JS_REQ_MANUFACTURER_UNKNOWN'));
      let stored;
      try {
        stored = await app.ports.requests.requestPriceList({ manufacturerId: manufacturerId.data }, request.portCtx());
      } catch (error) {
        if (isPortError(error) && error.reason === 'brand-not-found') return text(t('JS_REQ_MANUFACTURER_UNKNOWN'));
        throw error;
      }
      const what = stored.brandName ?? '';
      const mailId = await writeMail(request, {
        template: 'price-list-request',
        to: [{ address: app.config.SHOP_MAIL_TO }],
        ...(who.email ? { replyTo: { address: who.email, name: who.companyName } } : {}),
        content: priceListRequest(who, what),
      });
      if (mailId === null) return text(t('JS_REQ_MAIL_NOT_WRITTEN'));
      await record(request, stored.id, mailId);
      if (who.email) {
        await writeMail(request, {
          template: 'price-list-request',
          to: [{ address: who.email, name: who.username }],
          content: requestAcknowledgement(who, what, []),
        });
      }
      return text(OK);
    },
  );

  // A question about a product: to the shop with a link to it; acknowledged to the account's own address only.
  app.post('/richiesta-informazioni', { schema: { body: informationBody }, config: customer }, async (request, reply) => {
    const who = await requester(request, reply);
    const { productcode, name, email, phone, message } = request.body;
    const stored = await app.ports.requests.requestInformation({ productId: productcode, name, email, phone, message }, request.portCtx());
    const product = { code: stored.productCode ?? '', description: stored.productDescription ?? '', path: `/ricambio/${productcode}` };
    const mailId = await writeMail(request, {
      template: 'information-request',
      to: [{ address: app.config.SHOP_MAIL_TO }],
      replyTo: { address: email, name },
      content: informationRequest(who, product, message, { name, email, phone }),
    });
    if (mailId === null) throw new HttpError(503, t('JS_REQ_MAIL_NOT_WRITTEN'));
    await record(request, stored.id, mailId);
    if (who.email) {
      await writeMail(request, {
        template: 'information-request',
        to: [{ address: who.email, name: who.username }],
        content: requestAcknowledgement(who, `${product.code} – ${product.description}`, [[mailText('MAIL_FIELD_MESSAGE'), message]]),
      });
    }
    return { ok: true as const, id: stored.id };
  });

  app.post(
    '/staff/richieste/:id/evasa',
    { schema: { params: z.object({ id: idSchema }), body: z.object({ csrfToken: z.string().optional() }) }, config: staff },
    async (request) => {
      const handled = await app.ports.requests.markHandled({ id: request.params.id }, request.portCtx());
      return { ok: true as const, state: handled.state };
    },
  );
};

export default requestRoutes;
