import type { z } from 'zod';
import type { PageName } from '../../shared/routes.ts';
import type { PageDefinition } from './define-page.ts';
import { advancedSearchPage } from './advanced-search.ts';
import { oeResultsPage } from './oe-results.ts';
import { cartPage } from './cart.ts';
import { checkoutPaymentPage } from './checkout-payment.ts';
import { checkoutShippingPage } from './checkout-shipping.ts';
import { homePage } from './home.ts';
import { loginPage } from './login.ts';
import { orderPage } from './order.ts';
import { ordersPage } from './orders.ts';
import { productPage } from './product.ts';
import { searchPage } from './search.ts';
import { searchCarPage } from './search-car.ts';
import { switchUserPage } from './switch-user.ts';
import { assistenzaPage } from './assistenza.ts';
import { gearboxSearchPage } from './gearbox-search.ts';
import { partsLookupPage } from './parts-lookup.ts';
import { configuratorsPage } from './configurators.ts';
import { configuratorPage } from './configurator.ts';
import { configuratorResultsPage } from './configurator-results.ts';

/** The BFF's definition of every page of shared/routes.ts: a page without one does not compile. */
export const pageDefinitions: { [N in PageName]: PageDefinition<N, z.ZodType> } = {
  home: homePage,
  search: searchPage,
  advancedSearch: advancedSearchPage,
  oeResults: oeResultsPage,
  product: productPage,
  login: loginPage,
  cart: cartPage,
  checkoutShipping: checkoutShippingPage,
  checkoutPayment: checkoutPaymentPage,
  orders: ordersPage,
  order: orderPage,
  switchUser: switchUserPage,
  assistenza: assistenzaPage,
  gearboxSearch: gearboxSearchPage,
  partsLookup: partsLookupPage,
  searchCar: searchCarPage,
  configurators: configuratorsPage,
  configurator: configuratorPage,
  configuratorResults: configuratorResultsPage,
};
