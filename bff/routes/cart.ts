import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartCountReply, quantityInCartReply } from '../../shared/contract/cart.ts';
import { CART_FIELD_LIMITS, MAX_LINE_QUANTITY } from '../../shared/cart-limits.ts';
import { flagSN, idSchema, intFromText } from '../../shared/ids.ts';
import { readChosenVehicle, vehicleLabel } from '../../shared/vehicle-cookies.ts';
import { CartContainer } from '../../shared/fragments/cart-container.tsx';
import { HeaderCart } from '../../shared/fragments/header-cart.tsx';
import { toCartCountReply, toCartView, urgentOf } from '../lib/cart-wire.ts';
import { idempotencyKeyOf } from '../lib/idempotency-key.ts';
import { sendFragment } from '../lib/render-fragment.ts';

const addBody = z.object({
  csrfToken: z.string().optional(),
  productId: idSchema,
  quantity: intFromText({ min: 1, max: MAX_LINE_QUANTITY }),
  fgurgente: flagSN.default('N'),
});

/** The chosen vehicle as a cart line records it, "Fiat Punto 1.2 8V · AB123CD"; null when none is chosen. */
export function lineVehicle(cookies: Record<string, string | undefined>): string | null {
  const chosen = readChosenVehicle(cookies);
  if (!chosen) return null;
  const text = [vehicleLabel(chosen) || `${chosen.idVeicolo}`, chosen.targa].filter(Boolean).join(' · ');
  return text.slice(0, CART_FIELD_LIMITS.itemVehicle);
}

/** The cart calls the header and product cards use (SPEC §7 Cart). */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cartRef = (cartId: number | undefined) => (cartId ? { cartId } : {});

  app.post(
    '/cart/add-ajax',
    { schema: { body: addBody, response: { 200: cartCountReply } }, config: { access: 'customer', personal: true } },
    async (request) => {
      const { cart, item } = await app.ports.carts.addItem(
        {
          ...cartRef(request.session.data?.cartId),
          productId: request.body.productId,
          quantity: request.body.quantity,
          urgent: urgentOf(request.body.fgurgente),
        },
        request.portCtx(idempotencyKeyOf(request)),
      );
      // The first cart write (or a cart the ERP replaced) is remembered in the session.
      if (request.session.data?.cartId !== cart.cartId) await request.session.update({ cartId: cart.cartId });
      // The vehicle chosen on /search-car (its cookies) is the line's vehicle data: its name and plate.
      const vehicle = lineVehicle(request.cookies);
      if (vehicle && item.vehicle !== vehicle) {
        await app.ports.carts.updateItem({ cartId: cart.cartId, orderItemId: item.orderItemId, changes: { vehicle } }, request.portCtx());
      }
      return toCartCountReply(cart);
    },
  );

  app.get('/cart/refresh-cart-ajax', { config: { personal: true } }, async (request, reply) => {
    // A read never writes: a customer without a cart sees an empty one, none is created.
    const cart = request.session.actor ? await app.ports.carts.current(cartRef(request.session.data?.cartId), request.portCtx()) : null;
    return sendFragment(reply, HeaderCart, { cart: cart && toCartView(cart) });
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

export default cartRoutes;
