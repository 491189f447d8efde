import type { TranslationKey } from './i18n/it.ts';

/**
 * One page of the shop: its path (which may name a path setting, e.g. {ownBrandBatteries}, and path parameters,
 * e.g. `:id`, which react-router and Fastify read alike), translated label, menu entry.
 */
export interface PageEntry {
  path: string;
  label: TranslationKey;
  /** Listed in the main menu. */
  menu: boolean;
  /** Only users holding this role may see the page (and its menu entry). */
  role?: 'switch_user' | 'staff';
  /** Only a logged-in customer may see the page (their cart, their orders). */
  customerOnly?: true;
}

/**
 * The one route table: every page of the shop by name. react-router, the BFF's page routes (the page
 * server-side, or its data as JSON), the menus and the page definitions of bff/pages/ all read it; a page
 * added here without its BFF definition, its screen or its page-data shape does not compile.
 * A path that is in no table is a 404.
 */
export const pages = {
  home: { path: '/', label: 'JS_PAGE_HOME', menu: true },
  search: { path: '/cerca', label: 'JS_PAGE_SEARCH', menu: false },
  advancedSearch: { path: '/ricerca-avanzata', label: 'JS_PAGE_ADVANCED_SEARCH', menu: false },
  oeResults: { path: '/ricerca-ricambi', label: 'JS_PAGE_OE_RESULTS', menu: false },
  product: { path: '/ricambio/:id', label: 'JS_PAGE_PRODUCT', menu: false },
  login: { path: '/login', label: 'JS_PAGE_LOGIN', menu: false },
  cart: { path: '/cart', label: 'JS_PAGE_CART', menu: false, customerOnly: true },
  checkoutShipping: { path: '/checkout/spedizione', label: 'JS_PAGE_CHECKOUT_SHIPPING', menu: false, customerOnly: true },
  checkoutPayment: { path: '/checkout/pagamento', label: 'JS_PAGE_CHECKOUT_PAYMENT', menu: false, customerOnly: true },
  orders: { path: '/area-clienti/ordini', label: 'JS_PAGE_ORDERS', menu: true, customerOnly: true },
  order: { path: '/area-clienti/ordini/:id', label: 'JS_PAGE_ORDER', menu: false, customerOnly: true },
  partsLookup: { path: '/catalogo-ricambi', label: 'JS_PAGE_PARTS_LOOKUP', menu: true },
  gearboxSearch: { path: '/ricerca-cambi', label: 'JS_PAGE_GEARBOX_SEARCH', menu: true },
  switchUser: { path: '/cambia-utente', label: 'JS_PAGE_SWITCH_USER', menu: true, role: 'switch_user' },
  assistenza: { path: '/assistenza', label: 'JS_PAGE_ASSISTENZA', menu: true, role: 'staff' },
  searchCar: { path: '/search-car', label: 'JS_PAGE_CAR', menu: true },
  // One label for the three: their own texts load with their screens (shared/i18n/configurators.ts).
  configurators: { path: '/configuratore', label: 'JS_PAGE_CONFIGURATORS', menu: true },
  configurator: { path: '/configuratore/:name', label: 'JS_PAGE_CONFIGURATORS', menu: false },
  configuratorResults: { path: '/configuratore/:name/ricerca-avanzata', label: 'JS_PAGE_CONFIGURATORS', menu: false },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof pages;
export const pageNames = Object.keys(pages) as PageName[];

export function pagePath(name: PageName): string {
  return pages[name].path;
}
