import { z } from 'zod';
import { cartLineOffers } from '../lib/cart-offers.ts';
import { followCart, sessionCartRef } from '../lib/session-cart.ts';
import { definePage } from './define-page.ts';

/**
 * `/cart` (SPEC §2): the session's active cart with each line's availability and delivery promise, the
 * customer's open carts and the order types. Customers only (web/routes.ts). Looking creates no cart; a session
 * whose cart was ordered or deleted moves on to the latest open one.
 */
export const cartPage = definePage('cart', {
  query: z.object({}),
  async load({ app, request }) {
    const ctx = request.portCtx();
    const [cart, carts, orderTypes] = await Promise.all([
      app.ports.carts.current(sessionCartRef(request), ctx),
      app.ports.carts.list({}, ctx),
      app.ports.carts.orderTypes({}, ctx),
    ]);
    if (cart) followCart(request, cart.idCart);
    const offers = cart ? await cartLineOffers(app, request, cart.items) : new Map();
    return { cart, offers: Object.fromEntries(offers), carts, orderTypes };
  },
});
