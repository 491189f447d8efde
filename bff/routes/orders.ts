import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { placeOrderReply, type OrderOutcome } from '../../shared/contract/checkout-pages.ts';
import { paymentMethod, type OrderView } from '../../shared/contract/checkout.ts';
import { idSchema } from '../../shared/ids.ts';
import { orderUrl } from '../../shared/urls/checkout-urls.ts';
import { HttpError } from '../lib/http-error.ts';
import { idempotencyKeyOf } from '../lib/idempotency-key.ts';
import { expectedCartVersion, followCart, sessionCartRef } from '../lib/session-cart.ts';
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
 * the order awaiting payment: /checkout/pay starts another.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, payments } = app.ports;

  async function paymentStep(request: FastifyRequest, placed: OrderView) {
    const order = showOrder(placed, app.clock());
    if (order.paymentState !== 'awaiting' || order.paymentMethod === 'terms') {
      return { order, next: orderUrl(order.id, order.paymentState === 'paid' ? 'pagato' : 'inviato'), external: false };
    }
    const started = await payments.start(
      {
        orderId: order.id,
        orderNumber: order.number,
        amountCents: order.grossCents,
        method: order.paymentMethod,
        returnUrl: returnUrlOf(request, order.id),
      },
      request.portCtx(idempotencyKeyOf(request)),
    );
    return { order, next: started.redirectUrl, external: true };
  }

  app.post(
    '/checkout/place-order',
    {
      schema: {
        body: z.object({
          csrfToken: z.string().optional(),
          idCart: idSchema,
          addressId: idSchema,
          fulfillmentOptionId: z.string().trim().min(1).max(40),
          paymentMethod,
        }),
        response: { 200: placeOrderReply },
      },
      config: customer,
    },
    async (request) => {
      const key = idempotencyKeyOf(request);
      if (!key.idempotencyKey) throw new HttpError(400, 'Manca la chiave Idempotency-Key: l’ordine non è stato inviato.');
      const { expectedVersion } = expectedCartVersion(request);
      if (expectedVersion === undefined) throw new HttpError(400, 'Manca la versione del carrello (If-Match): ricarica il riepilogo.');
      const { idCart, addressId, fulfillmentOptionId, paymentMethod: method } = request.body;
      const order = await orders.place(
        { cartId: idCart, expectedVersion, addressId, fulfilmentOptionId: fulfillmentOptionId, paymentMethod: method },
        request.portCtx(key),
      );
      // The cart is closed: the session moves on to the latest open cart, or none until the next add.
      const next = await app.ports.carts.current(sessionCartRef(request), request.portCtx());
      followCart(request, next?.idCart ?? 0);
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
      if (payment.orderId !== ordine) throw new HttpError(404, 'Pagamento non trovato per questo ordine.');
      // The order must be the customer's before anything is recorded on it (another customer's is 404).
      const order = await orders.get({ orderId: ordine }, ctx);
      let outcome: OrderOutcome = 'in-attesa';
      if (payment.status !== 'pending') {
        const recorded = await orders.recordPayment({ orderId: order.id, providerRef, outcome: payment.status }, ctx);
        outcome = recorded.paymentState === 'paid' ? 'pagato' : payment.status === 'declined' ? 'rifiutato' : 'abbandonato';
      }
      return reply.redirect(orderUrl(order.id, outcome), 303);
    },
  );
};
