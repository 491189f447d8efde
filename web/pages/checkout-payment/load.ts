import { z } from 'zod';
import { idSchema } from '../../../shared/ids.ts';
import { orderTotals } from '../../../shared/money.ts';
import { toAddressView } from '../../../bff/lib/address-wire.ts';
import { toCartView } from '../../../bff/lib/cart-wire.ts';
import { followCart, sessionCartRef } from '../../../bff/lib/session-cart.ts';
import { showOption } from '../../../bff/lib/shown-orders.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/**
 * `/checkout/pagamento?indirizzo=&consegna=` (SPEC §2 checkout payment), also the review before placing the order:
 * the cart's lines and totals with the chosen delivery, the address (the customer's, else 404) and option chosen on
 * the shipping page, and the customer's agreed payment terms. An option that no longer reaches the address, or an
 * empty cart, is said in `problem`: the screen sends the customer back to shipping.
 */
export const checkoutPaymentPage = definePage('checkoutPayment', {
  query: z.object({ indirizzo: idSchema, consegna: z.string().trim().min(1).max(40) }),
  async load({ app, request, query }) {
    const ctx = request.portCtx();
    const [cart, address, terms] = await Promise.all([
      app.ports.carts.current(sessionCartRef(request), ctx),
      app.ports.addresses.get({ addressId: query.indirizzo }, ctx),
      app.ports.checkout.paymentTerms({}, ctx),
    ]);
    if (cart) await followCart(request, cart.cartId);
    const options = await app.ports.checkout.fulfilmentOptions({ addressId: address.id, ...(cart ? { cartId: cart.cartId } : {}) }, ctx);
    const option = options.find((candidate) => candidate.id === query.consegna) ?? null;
    const problem = !cart || cart.items.length === 0 ? 'empty_cart' : option ? null : 'option_unavailable';
    return {
      cart: cart && toCartView(cart),
      address: toAddressView(address),
      option: option && showOption(option, app.clock()),
      terms,
      totals: orderTotals(cart?.netCents ?? 0, option?.priceCents ?? 0),
      problem,
    };
  },
});
