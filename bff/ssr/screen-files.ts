import type { PageName } from '../../shared/routes.ts';

/**
 * Each lazily loaded screen's module (web/app-routes.tsx `screens`), under web/ as Vite's manifest names it, so the
 * BFF preloads the chunk of the page it renders; null for a screen in the first bundle. Kept here, not beside the
 * screens, because only the server reads it: every byte of the first bundle counts (screen-files.test.ts keeps the
 * two tables in step).
 */
export const screenFiles: Record<PageName, string | null> = {
  home: null,
  search: 'pages/search/search-page.tsx',
  advancedSearch: 'pages/advanced-search/advanced-search-page.tsx',
  oeResults: 'pages/oe-results/oe-results-page.tsx',
  product: 'pages/product/product-page.tsx',
  login: 'pages/login/login-page.tsx',
  cart: 'pages/cart/cart-page.tsx',
  checkoutShipping: 'pages/checkout/shipping-page.tsx',
  checkoutPayment: 'pages/checkout/payment-page.tsx',
  orders: 'pages/orders/orders-page.tsx',
  order: 'pages/orders/order-page.tsx',
  switchUser: 'pages/switch-user/switch-user-page.tsx',
  assistenza: 'pages/assistenza/assistenza-page.tsx',
  gearboxSearch: 'pages/gearbox-search/gearbox-search-page.tsx',
  partsLookup: 'pages/parts-lookup/parts-lookup-page.tsx',
  searchCar: 'pages/search-car/search-car-page.tsx',
  configurators: 'pages/configurators/configurator-screens.ts',
  configurator: 'pages/configurators/configurator-screens.ts',
  configuratorResults: 'pages/configurators/configurator-screens.ts',
};

/**
 * The module of the header's logged-in pieces (web/layout/signed-in-pieces.tsx loads it), preloaded with every page
 * the server renders for a session, so the browser fetches it with the app instead of after it.
 */
export const signedInHeaderFile = 'layout/signed-in-header.ts';
