import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartCountReply, quantityInCartReply } from '../../shared/contract/cart.ts';
import { flagSN, idSchema, intFromText } from '../../shared/ids.ts';
import { CartContainer } from '../../web/fragments/cart-container.tsx';
import { HeaderCart } from '../../web/fragments/header-cart.tsx';
import { idempotencyKeyOf } from '../lib/idempotency-key.ts';
import { sendFragment } from '../lib/render-fragment.ts';

const addBody = z.object({
  csrfToken: z.string().optional(),
  productId: idSchema,
  quantity: intFromText({ min: 1, max: 99999 }),
  fgurgente: flagSN.default('N'),
});

/** The cart calls the header and product cards use (SPEC §7 Cart). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cartRef = (cartId: number | undefined) => (cartId ? { cartId } : {});

  app.post(
    '/cart/add-ajax',
    { schema: { body: addBody, response: { 200: cartCountReply } }, config: { access: 'customer', personal: true } },
    async (request) => {
      const { cart } = await app.ports.carts.addItem(
        {
          ...cartRef(request.session.data?.cartId),
          productId: request.body.productId,
          quantity: request.body.quantity,
          fgurgente: request.body.fgurgente,
        },
        request.portCtx(idempotencyKeyOf(request)),
      );
      // The first cart write (or a cart the ERP replaced) is remembered in the session.
      if (request.session.data?.cartId !== cart.idCart) request.session.update({ cartId: cart.idCart });
      return cart;
    },
  );

  app.get('/cart/refresh-cart-ajax', { config: { personal: true } }, async (request, reply) => {
    // A read never writes: a customer without a cart sees an empty one, none is created.
    const cart = request.session.actor ? await app.ports.carts.current(cartRef(request.session.data?.cartId), request.portCtx()) : null;
    return sendFragment(reply, HeaderCart, { cart });
  });

  app.get('/cart/container-cart-ajax', { config: { personal: true } }, async (request, reply) => {
    const count = request.session.actor
      ? await app.ports.carts.count(cartRef(request.session.data?.cartId), request.portCtx())
      : { lines: 0, quantity: 0 };
    return sendFragment(reply, CartContainer, { lines: count.lines, quantity: count.quantity });
  });

  app.get(
    '/cart/refresh-qta-in-cart-ajax',
    { schema: { querystring: z.object({ productId: idSchema }), response: { 200: quantityInCartReply } }, config: { personal: true } },
    async (request) => {
      if (!request.session.actor) return { productId: request.query.productId, quantity: 0 };
      const cart = await app.ports.carts.current(cartRef(request.session.data?.cartId), request.portCtx());
      const quantity = (cart?.items ?? [])
        .filter((item) => item.productId === request.query.productId)
        .reduce((sum, item) => sum + item.quantity, 0);
      return { productId: request.query.productId, quantity };
    },
  );
};
