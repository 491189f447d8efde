import { z } from 'zod';
import { CART_FIELD_LIMITS, CARTS_PAGE_SIZE } from '../../../shared/cart-limits.ts';
import { cartVehicleOffer, readChosenVehicle } from '../../../shared/vehicle-cookies.ts';
import { cartLineOffers } from '../../../bff/lib/cart-offers.ts';
import { toCartSummary, toCartView } from '../../../bff/lib/cart-wire.ts';
import { chosenVersion } from '../../../bff/lib/chosen-version.ts';
import { followCart, sessionCartRef } from '../../../bff/lib/session-cart.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/**
 * `/cart` (SPEC §2): the session's active cart with each line's availability and delivery promise, the
 * customer's open carts, the order types and the active cart's attachments. Customers only (shared/routes.ts). Looking creates no cart; a session
 * whose cart was ordered or deleted moves on to the latest open one.
 */
export const cartPage = definePage('cart', {
  query: z.object({}),
  async load({ app, request }) {
    const ctx = request.portCtx();
    const [cart, carts, orderTypes] = await Promise.all([
      app.ports.carts.current(sessionCartRef(request), ctx),
      app.ports.carts.list({ page: 1, pageSize: CARTS_PAGE_SIZE }, ctx),
      app.ports.carts.orderTypes({}, ctx),
    ]);
    if (cart) followCart(request, cart.cartId);
    const [offers, attachments] = cart
      ? await Promise.all([cartLineOffers(app, request, cart.items), app.ports.attachments.list({ cartId: cart.cartId }, ctx)])
      : [new Map(), []];
    // The vehicle comes from the cookies, so the first HTML and the page data offer the same one.
    const offer = cartVehicleOffer(request.cookies, CART_FIELD_LIMITS);
    const vehicleOffer = offer && { ...offer, version: await chosenVersion(app, request, readChosenVehicle(request.cookies)) };
    return {
      cart: cart && toCartView(cart),
      offers: Object.fromEntries(offers),
      carts: carts.rows.map(toCartSummary),
      cartsTotal: carts.total,
      orderTypes,
      attachments,
      vehicleOffer,
    };
  },
});
