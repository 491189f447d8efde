import { z } from 'zod';
import { CART_FIELD_LIMITS, CART_LINES_PAGE_SIZE, CARTS_PAGE_SIZE } from '../../../shared/cart-limits.ts';
import { intFromText } from '../../../shared/ids.ts';
import { cartVehicleOffer, readChosenVehicle } from '../../../shared/vehicle-cookies.ts';
import { cartLineOffers } from '../../../bff/lib/cart-offers.ts';
import { toCartSummary, toCartView } from '../../../bff/lib/cart-wire.ts';
import { chosenVersion } from '../../../bff/lib/chosen-version.ts';
import { followCart, sessionCartRef } from '../../../bff/lib/session-cart.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/**
 * `/cart?page=` (SPEC §2): the session's active cart, a page of its lines at a time (the totals of them all) with
 * each line's availability and delivery promise, the
 * customer's open carts, the order types and the active cart's attachments. Customers only (shared/routes.ts). Looking creates no cart; a session
 * whose cart was ordered or deleted moves on to the latest open one.
 */
export const cartPage = definePage('cart', {
  query: z.object({ page: intFromText({ min: 1, max: 10_000 }).catch(1) }),
  async load({ app, request, query }) {
    const ctx = request.portCtx();
    const [cart, carts, orderTypes] = await Promise.all([
      app.ports.carts.current(sessionCartRef(request), ctx),
      app.ports.carts.list({ page: 1, pageSize: CARTS_PAGE_SIZE }, ctx),
      app.ports.carts.orderTypes({}, ctx),
    ]);
    if (cart) await followCart(request, cart.cartId);
    const total = cart?.items.length ?? 0;
    const pages = Math.ceil(total / CART_LINES_PAGE_SIZE);
    // A page past the last (lines removed since) shows the last.
    const page = Math.max(1, Math.min(query.page, pages));
    const shown = cart?.items.slice((page - 1) * CART_LINES_PAGE_SIZE, page * CART_LINES_PAGE_SIZE) ?? [];
    const [offers, attachments] = cart
      ? await Promise.all([cartLineOffers(app, request, shown), app.ports.attachments.list({ cartId: cart.cartId }, ctx)])
      : [new Map(), []];
    // The vehicle comes from the cookies, so the first HTML and the page data offer the same one.
    const offer = cartVehicleOffer(request.cookies, CART_FIELD_LIMITS);
    const vehicleOffer = offer && { ...offer, version: await chosenVersion(app, request, readChosenVehicle(request.cookies)) };
    return {
      cart: cart && toCartView({ ...cart, items: shown }),
      lines: { page, pages, total, pieces: cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0 },
      offers: Object.fromEntries(offers),
      carts: carts.rows.map(toCartSummary),
      cartsTotal: carts.total,
      orderTypes,
      attachments,
      vehicleOffer,
    };
  },
});
