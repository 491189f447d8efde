import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail } from '../../adapters/ports/reasons.ts';
import { isOverLineLimit, MAX_LINE_QUANTITY } from '../../shared/cart-limits.ts';
import { cartItemAvailabilityInfo } from '../../shared/contract/cart-page.ts';
import { availabilityReply } from '../../shared/contract/offer.ts';
import { idSchema } from '../../shared/ids.ts';
import { t } from '../../shared/i18n/server.ts';
import { cartLineOffers } from '../lib/cart-offers.ts';
import { HttpError } from '../lib/http-error.ts';
import { sessionCartRef } from '../lib/session-cart.ts';

/**
 * SPEC §7 `GET /cart/{kind}/{id}`: a line of the active cart (`id` is its orderItemId), for its quantity and urgency:
 * `get-cart-item-availability` answers SPEC §3's availability reply, `get-cart-item-availability-info` adds the
 * promise of the whole line. A line of no cart of the customer's session is 404.
 */
const cartAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const lineOffer = async (request: Parameters<typeof sessionCartRef>[0], orderItemId: number) => {
    const cart = await app.ports.carts.current(sessionCartRef(request), request.portCtx());
    const line = cart?.items.find((item) => item.orderItemId === orderItemId);
    if (line && isOverLineLimit(line.quantity)) throw fail('line-to-fix', { code: line.code, limit: MAX_LINE_QUANTITY });
    const offer = line && (await cartLineOffers(app, request, [line])).get(orderItemId);
    if (!line || !offer) throw new HttpError(404, t('JS_CART_LINE_NOT_FOUND'));
    return { line, offer };
  };
  const params = z.object({ id: idSchema });
  const customer = { access: 'customer', personal: true } as const;

  app.get(
    '/cart/get-cart-item-availability/:id',
    { schema: { params, response: { 200: availabilityReply } }, config: customer },
    async (request) => (await lineOffer(request, request.params.id)).offer.availability,
  );

  app.get(
    '/cart/get-cart-item-availability-info/:id',
    { schema: { params, response: { 200: cartItemAvailabilityInfo } }, config: customer },
    async (request) => {
      const { line, offer } = await lineOffer(request, request.params.id);
      return { orderItemId: line.orderItemId, productId: line.productId, quantity: line.quantity, urgent: line.travelsUrgent, ...offer };
    },
  );
};

export default cartAvailabilityRoutes;
