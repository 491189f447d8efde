import { z } from 'zod';
import { idSchema, intFromText } from '../../../shared/ids.ts';
import { toAddressView } from '../../../bff/lib/address-wire.ts';
import { toCartView } from '../../../bff/lib/cart-wire.ts';
import { followCart, sessionCartRef } from '../../../bff/lib/session-cart.ts';
import { offeredOptions } from '../../../bff/lib/offered-options.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/** Saved addresses the shipping page shows at a time (`?indirizzi=` pages through them). */
const ADDRESSES_PAGE_SIZE = 20;

/**
 * `/checkout/spedizione` (SPEC §2 checkout shipping): the active cart, the customer's saved addresses and the
 * fulfilment options of the address the page starts on (`?indirizzo=`, one of the customer's; else the default), so
 * the first HTML already shows the choice. Customers only. Looking creates no cart.
 */
export const checkoutShippingPage = definePage('checkoutShipping', {
  query: z.object({
    indirizzo: idSchema.optional().catch(undefined),
    indirizzi: intFromText({ min: 1, max: 10_000 }).optional().catch(undefined),
  }),
  async load({ app, request, query }) {
    const ctx = request.portCtx();
    const page = query.indirizzi ?? 1;
    const [cart, { rows: addresses, total }] = await Promise.all([
      app.ports.carts.current(sessionCartRef(request), ctx),
      app.ports.addresses.list({ page, pageSize: ADDRESSES_PAGE_SIZE }, ctx),
    ]);
    if (cart) await followCart(request, cart.cartId);
    const start =
      addresses.find((address) => address.id === query.indirizzo) ?? addresses.find((address) => address.default) ?? addresses[0];
    const options = start
      ? await app.ports.checkout.fulfilmentOptions({ addressId: start.id, ...(cart ? { cartId: cart.cartId } : {}) }, ctx)
      : null;
    return {
      cart: cart && toCartView(cart),
      addresses: addresses.map(toAddressView),
      addressesPage: { page, pageSize: ADDRESSES_PAGE_SIZE, total },
      selected: start && options ? { addressId: start.id, options: offeredOptions(options, app.clock(), request.log) } : null,
    };
  },
});
