import { z } from 'zod';
import { assistenzaPageReply } from './assistenza.ts';
import type { PageName } from '../routes.ts';
import { cartPageReply } from './cart-page.ts';
import { checkoutPaymentReply, checkoutShippingReply, orderPageReply, ordersPageReply } from './checkout-pages.ts';
import { promoView } from './catalogue.ts';
import { productPageReply } from './product.ts';
import { gearboxSearchPageReply } from './gearboxes.ts';
import { advancedSearchPageReply, oeResultsPageReply, searchPageReply } from './search.ts';
import { searchCarPageReply } from './search-car.ts';
import { configuratorPageReply, configuratorResultsPageReply } from './configurator-pages.ts';

/**
 * What each page of shared/routes.ts answers when asked for JSON (its page data), one schema per page: a page
 * added to the route table without its shape here does not compile. The BFF's page definitions return these
 * types and the SPA's screens read them.
 */
export const pageReplies = {
  home: z.object({ promotions: z.array(promoView) }),
  search: searchPageReply,
  advancedSearch: advancedSearchPageReply,
  oeResults: oeResultsPageReply,
  product: productPageReply,
  login: z.object({}),
  cart: cartPageReply,
  checkoutShipping: checkoutShippingReply,
  checkoutPayment: checkoutPaymentReply,
  orders: ordersPageReply,
  order: orderPageReply,
  switchUser: z.object({}),
  assistenza: assistenzaPageReply,
  gearboxSearch: gearboxSearchPageReply,
  partsLookup: z.object({}),
  searchCar: searchCarPageReply,
  configurators: z.object({ ownBrandBatteries: z.string() }),
  configurator: configuratorPageReply,
  configuratorResults: configuratorResultsPageReply,
} satisfies Record<PageName, z.ZodType>;

export type PageData<N extends PageName> = z.output<(typeof pageReplies)[N]>;

/**
 * A page the visitor may not see: its HTML answers 403, but its page data answers 200 with this state, which
 * the screen shows. A 401/403 reloads the page (SPEC §6), so a status would loop.
 */
export const forbiddenPage = z.object({ forbidden: z.literal(true), message: z.string() });
export type ForbiddenPage = z.output<typeof forbiddenPage>;
