import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { availabilityReply, deliveryTimeReply, priceProductReply } from '../../shared/contract/offer.ts';
import { deliveryText } from '../../shared/delivery-text.ts';
import { flagSN, idSchema, intFromText } from '../../shared/ids.ts';
import { t } from '../../shared/i18n/offer.ts';
import { availabilityReplyOf } from '../lib/availability-reply.ts';
import { HttpError } from '../lib/http-error.ts';
import { priceProductView, urgentOf } from '../lib/offer-wire.ts';

/** A quantity asked for: a whole number of pieces, as the cart takes them. */
const quantity = intFromText({ min: 1, max: 99_999 });
const product = z.object({ productId: idSchema });

function notFound(): never {
  throw new HttpError(404, t('JS_PRODUCT_NOT_FOUND'));
}

/** SPEC §7 "Availability and delivery": a product's price, availability and delivery time, each for the asker. */
const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-price-product/:productId',
    {
      schema: { params: product, querystring: z.object({ fgurgente: flagSN.default('N') }), response: { 200: priceProductReply } },
      config: { access: 'customer', personal: true },
    },
    async (request) => {
      const [quote] = await app.ports.pricing.prices({ productIds: [request.params.productId] }, request.portCtx());
      if (!quote) notFound();
      return priceProductView(quote, urgentOf(request.query.fgurgente));
    },
  );

  app.get(
    '/check-qta-available',
    {
      schema: { querystring: z.object({ productId: idSchema, qtaRich: quantity }), response: { 200: availabilityReply } },
      config: { personal: true },
    },
    async (request) => {
      const { productId, qtaRich } = request.query;
      const [stock] = await app.ports.availability.availability({ items: [{ productId, quantity: qtaRich }] }, request.portCtx());
      if (!stock) notFound();
      return availabilityReplyOf(stock, app.clock());
    },
  );

  app.get(
    '/get-delivery-time/:productId',
    {
      schema: {
        params: product,
        querystring: z.object({ fgurgente: flagSN.default('N'), quantity }),
        response: { 200: deliveryTimeReply },
      },
      // Visitors too (SPEC §6 keeps only counters, the popup and the timeout check from them): to Italy at large.
      config: { personal: true },
    },
    async (request) => {
      const { productId } = request.params;
      const { fgurgente, quantity: asked } = request.query;
      const items = [{ productId, quantity: asked, urgent: urgentOf(fgurgente) }];
      const [line] = await app.ports.availability.deliveryPromises({ items }, request.portCtx());
      if (!line) notFound();
      return { ...line, text: deliveryText(line, app.clock()) };
    },
  );
};

export default availabilityRoutes;
