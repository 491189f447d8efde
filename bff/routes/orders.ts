import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { placeOrderReply } from '../../shared/contract/checkout-pages.ts';
import type { Order } from '../../adapters/ports/orders.ts';
import { paymentMethod } from '../../shared/contract/checkout.ts';
import { idSchema } from '../../shared/ids.ts';
import { orderUrl } from '../../shared/urls/checkout-urls.ts';
import { t } from '../../shared/i18n/server.ts';
import { HttpError } from '../lib/http-error.ts';
import { queueOrderConfirmation, queuePaymentConfirmation } from '../mail/order-mail.ts';
import { idempotencyKeyOf } from '../lib/idempotency-key.ts';
import { toOrderView } from '../lib/order-wire.ts';
import { expectedCartVersion, followCart, sessionCartRef } from '../lib/session-cart.ts';
import { outcomeOf, settlePayment } from '../lib/settle-payment.ts';
import { shopUrl } from '../lib/shop-origin.ts';
import { showOrder } from '../lib/shown-orders.ts';

const customer = { access: 'customer', personal: true } as const;
const RETURN_PATH = '/checkout/esito-pagamento';

/** Where the provider sends the customer back to, whatever happened: the shop's origin (SHOP_ORIGIN), never the request's Host. */
const returnUrlOf = (request: FastifyRequest, orderId: number) =>
  shopUrl(request.server.config.SHOP_ORIGIN, `${RETURN_PATH}?ordine=${orderId}`);

/**
 * Placing the order and paying it (issue: checkout). Placing is one transaction in the ERP with an Idempotency-Key
 * (required: a double click or a retried request makes one order), for the cart version the review page showed
 * (If-Match; changed since: 409 and the page redraws). Card and wallet then go to the payment provider's page (a
 * full page load); the provider sends the customer back to /checkout/esito-pagamento, where only the provider's own
 * answer (`confirm`) is believed, and the order's page says what happened. A declined or abandoned payment leaves
 * the order awaiting payment: /checkout/pay starts another, voiding the ones opened before. An order is paid once:
 * an approval that still arrives after it was paid (or for a voided payment) is refunded (lib/settle-payment.ts).
 */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, payments } = app.ports;

  /** The order's page, when there is nothing (more) to pay online. */
  const orderPage = (order: Order) => ({
    order: showOrder(toOrderView(order)),
    next: orderUrl(order.id, order.paymentState === 'paid' ? 'pagato' : 'inviato'),
    external: false,
  });

  /**
   * Opens a payment at the provider and makes it the only one the customer can approve: noted in the ERP first, then
   * the payments opened before (those the order had pending when it was read) are voided at the provider. When the
   * order turns out paid (one of those was approved meanwhile, or another tab paid), the new one is voided too and
   * the customer goes to the order's page. The key's repeat answers the same payment, which is why it is opened
   * before the others are voided: voiding first would void a repeat's own payment.
   */
  async function paymentStep(request: FastifyRequest, placed: Order) {
    if (placed.paymentState !== 'awaiting' || placed.paymentMethod === 'terms') return orderPage(placed);
    const ctx = request.portCtx();
    const started = await payments.start(
      {
        orderId: placed.id,
        orderNumber: placed.number,
        amountCents: placed.grossCents,
        method: placed.paymentMethod,
        returnUrl: returnUrlOf(request, placed.id),
      },
      request.portCtx(idempotencyKeyOf(request)),
    );
    const { providerRef } = started;
    const previous = placed.payments.filter((payment) => payment.state === 'pending' && payment.providerRef !== providerRef);
    let order = await orders.paymentStarted({ orderId: placed.id, providerRef, amountCents: placed.grossCents }, ctx);
    for (const payment of previous) {
      order = await settlePayment(app.ports, order.id, await payments.void({ providerRef: payment.providerRef }, ctx), ctx);
    }
    if (order.paymentState !== 'awaiting') {
      return orderPage(await settlePayment(app.ports, order.id, await payments.void({ providerRef }, ctx), ctx));
    }
    return { order: showOrder(toOrderView(order)), next: started.redirectUrl, external: true };
  }

  app.post(
    '/checkout/place-order',
    {
      schema: {
        body: z.object({
          csrfToken: z.string().optional(),
          idCart: idSchema,
          addressId: idSchema,
          fulfilmentOptionId: z.string().trim().min(1).max(40),
          paymentMethod,
        }),
        response: { 200: placeOrderReply },
      },
      config: customer,
    },
    async (request) => {
      const key = idempotencyKeyOf(request);
      if (!key.idempotencyKey) throw new HttpError(400, t('JS_ORDER_KEY_MISSING'));
      const { expectedVersion } = expectedCartVersion(request);
      if (expectedVersion === undefined) throw new HttpError(400, t('JS_ORDER_VERSION_MISSING'));
      const { idCart, addressId, fulfilmentOptionId, paymentMethod: method } = request.body;
      const order = await orders.place(
        { cartId: idCart, expectedVersion, addressId, fulfilmentOptionId, paymentMethod: method },
        request.portCtx(key),
      );
      // The cart is closed: the session moves on to the latest open cart, or none until the next add.
      const next = await app.ports.carts.current(sessionCartRef(request), request.portCtx());
      await followCart(request, next?.cartId ?? 0);
      await queueOrderConfirmation(request, order);
      return paymentStep(request, order);
    },
  );

  // Paying again after a declined or abandoned payment (or from the order's page while it awaits payment).
  app.post(
    '/checkout/pay',
    {
      schema: { body: z.object({ csrfToken: z.string().optional(), orderId: idSchema }), response: { 200: placeOrderReply } },
      config: customer,
    },
    async (request) => paymentStep(request, await orders.get({ orderId: request.body.orderId }, request.portCtx())),
  );

  // The provider's way back. Nothing in the query is believed but the reference, which the provider is asked about.
  app.get(
    RETURN_PATH,
    { schema: { querystring: z.object({ ordine: idSchema, providerRef: z.string().min(1).max(100) }) }, config: customer },
    async (request, reply) => {
      const { ordine, providerRef } = request.query;
      const ctx = request.portCtx();
      const payment = await payments.confirm({ providerRef }, ctx);
      if (payment.orderId !== ordine) throw new HttpError(404, t('JS_PAYMENT_NOT_OF_ORDER'));
      // The order must be the customer's before anything is recorded on it (another customer's is 404).
      const order = await orders.get({ orderId: ordine }, ctx);
      const settled = await settlePayment(app.ports, order.id, payment, ctx);
      if (settled.paymentState === 'paid') await queuePaymentConfirmation(request, settled);
      return reply.redirect(orderUrl(order.id, outcomeOf(settled, providerRef, payment.status)), 303);
    },
  );
};

export default orderRoutes;
