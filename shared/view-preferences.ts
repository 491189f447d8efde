/**
 * How a customer likes the catalogue drawn (SPEC §3 cookies, §4 layout toggle, filter drawer, price
 * visibility): kept in cookies so the server renders the first HTML the way the customer left it (no flash,
 * no layout shift), and the layout also in localStorage (SPEC §3). Read leniently: a value that is not one of
 * ours is the default, never an error.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, languageOf, type Language } from './i18n/language.ts';

/** SPEC §3: the filter drawer's open state, 99 days. */
export const FILTERS_COOKIE = 'filters_visibile';
/** The product list's layout, 99 days (also localStorage, same key). Absent: the default layout. */
export const LAYOUT_COOKIE = 'layout_prodotti';
/** Whether a logged-in customer shows prices (values `true` / `false`), e.g. hidden in front of their own customer. */
export const PRICES_COOKIE = 'prezzi_visibili';
/** SPEC §9: the drawer and layout cookies live 99 days. */
export const PREFERENCE_COOKIE_DAYS = 99;

/**
 * The product list's layouts: the default expanded list with compact rows, cards in a grid, a dense table.
 * Exactly one is active; turning the active one off returns to the default (SPEC §4).
 */
export const productLayouts = ['lista', 'griglia', 'tabella'] as const;
export type ProductLayout = (typeof productLayouts)[number];
export const DEFAULT_LAYOUT: ProductLayout = 'lista';

export interface ViewPreferences {
  /** The language the page is in (cookie `lingua`, or Italian); the browser renders in the server's. */
  language: Language;
  filtersOpen: boolean;
  layout: ProductLayout;
  /** Only a logged-in customer's choice; a visitor never gets prices at all. */
  showPrices: boolean;
  /** SPEC §5: the configuration offers the language switch (not a cookie: the server says so). */
  languageSwitch?: boolean;
  /** The header's chip of the chosen vehicle, as HTML (shared/fragments/vehicle-chip.ts); null when none is chosen. */
  vehicle?: string | null;
}

export const defaultViewPreferences: ViewPreferences = {
  language: DEFAULT_LANGUAGE,
  filtersOpen: true,
  layout: DEFAULT_LAYOUT,
  showPrices: true,
};

export function layoutOf(value: string | null | undefined): ProductLayout {
  return productLayouts.find((layout) => layout === value) ?? DEFAULT_LAYOUT;
}

const flagOf = (value: string | undefined, fallback: boolean): boolean => (value === 'true' ? true : value === 'false' ? false : fallback);

/** The preferences in a request's (or the document's) cookies; the vehicle is the caller's (shared/vehicle-cookies.ts). */
export function readViewPreferences(cookies: Record<string, string | undefined>): ViewPreferences {
  return {
    language: languageOf(cookies[LANGUAGE_COOKIE]),
    filtersOpen: flagOf(cookies[FILTERS_COOKIE], defaultViewPreferences.filtersOpen),
    layout: layoutOf(cookies[LAYOUT_COOKIE]),
    showPrices: flagOf(cookies[PRICES_COOKIE], defaultViewPreferences.showPrices),
  };
}

/**
 * The catalogue search form's global settings (SPEC §5 catalogue search): the vehicle-data search runs only when
 * both its flags are S; whitespace is removed from the query when the catalogue says so.
 */
export interface SearchFormSettings {
  vehicleDataService: 'S' | 'N';
  articlePopup: 'S' | 'N';
  removeSpaces: 'S' | 'N';
}

export const defaultSearchFormSettings: SearchFormSettings = { vehicleDataService: 'S', articlePopup: 'S', removeSpaces: 'N' };
