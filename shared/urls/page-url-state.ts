import { ordersUrl, paymentUrl, shippingUrl } from './checkout-urls.ts';
import { assistenzaDataKey } from './assistenza-url.ts';
import { configuratorResultsDataKey } from './configurator-urls.ts';
import { pagePath, type PageName } from '../routes.ts';
import { parsePage } from '../page-number.ts';
import {
  advancedParams,
  advancedSearchUrl,
  availabilityParams,
  homeDataKey,
  MAX_FILTER_VALUES,
  searchUrl,
  sortParams,
  type AdvancedSearchState,
  type SearchState,
} from './page-urls.ts';

// Reading page URLs back into what they ask for (page-urls.ts writes them): the screens other than the homepage
// and the BFF need this, so it stays out of the homepage's first bundle.

const keyOf = <T extends string>(table: Record<T, string>, value: string | null): T | undefined =>
  (Object.keys(table) as T[]).find((key) => table[key] === value);

/** Ids of a repeated parameter: plain positive integers, each once, in the order given; anything else is ignored. */
function idsOf(params: URLSearchParams, name: string): number[] {
  const ids = params
    .getAll(name)
    .filter((value) => /^\d{1,9}$/.test(value))
    .map(Number)
    .filter((id) => id >= 1);
  return [...new Set(ids)].slice(0, MAX_FILTER_VALUES);
}

/**
 * Reads a /cerca URL leniently, as a shared link should be read: unknown sorts and filter values are ignored,
 * a mangled page number is the first page. The words are trimmed; their length is the server's to judge.
 */
export function searchQuery(params: URLSearchParams): SearchState {
  return {
    q: (params.get('q') ?? '').trim(),
    brandIds: idsOf(params, 'marca'),
    groupIds: idsOf(params, 'gruppo'),
    availability: keyOf(availabilityParams, params.get('disponibilita')) ?? null,
    sort: keyOf(sortParams, params.get('ordina')) ?? 'relevance',
    page: parsePage(params.get('page')),
    vehicle: params.get('veicolo') === '1',
  };
}

export function advancedSearchQuery(params: URLSearchParams): AdvancedSearchState {
  return Object.fromEntries(advancedParams.map((name) => [name, (params.get(name) ?? '').trim()])) as unknown as AdvancedSearchState;
}

/** What a /ricerca-ricambi URL asks for, trimmed; the server judges the values. */
export function oeResultsQuery(params: URLSearchParams): { idMarca: string; codiceOE: string } {
  return { idMarca: (params.get('idMarca') ?? '').trim(), codiceOE: (params.get('codiceOE') ?? '').trim() };
}

/** /ricerca-ricambi?idMarca&codiceOE (SPEC §2): the parts carrying a maker's original number. */
export function oeResultsUrl(idMarca: number | string, codiceOE: string): string {
  return `${pagePath('oeResults')}?${new URLSearchParams({ idMarca: String(idMarca), codiceOE }).toString()}`;
}

/** The id in a product page's path (`/ricambio/{id}`), when the path is one; the id is whatever text it holds. */
export function productPathId(pathname: string): string | null {
  const [before = '', after = ''] = pagePath('product').split(':id');
  if (!pathname.startsWith(before) || !pathname.endsWith(after)) return null;
  const id = pathname.slice(before.length, pathname.length - after.length);
  return id !== '' && !id.includes('/') ? id : null;
}

/**
 * The SWR key of each page's data, from the page's query string and path (null: the page loads nothing). The
 * screen builds it from its location, the BFF from the request it renders, with this one function: the data
 * written into the HTML is found under the key the screen asks for, and nothing is fetched twice. Pages with path
 * parameters (the product page) read the pathname; the others only the query.
 */
export const pageDataKeys: { [N in PageName]: (params?: URLSearchParams, pathname?: string) => string | null } = {
  home: homeDataKey,
  search: (params = new URLSearchParams()) => {
    const { q, ...state } = searchQuery(params);
    return q ? resultsUrl(q, state) : null;
  },
  advancedSearch: (params = new URLSearchParams()) => {
    const state = advancedSearchQuery(params);
    return state.codiceArticolo ? advancedSearchUrl(state) : null;
  },
  oeResults: (params = new URLSearchParams()) => {
    const { idMarca, codiceOE } = oeResultsQuery(params);
    return idMarca && codiceOE ? oeResultsUrl(idMarca, codiceOE) : null;
  },
  // Any id, numeric or not: the server answers a bad one with the page's error state, kept under this key.
  product: (_params, pathname = '') => (productPathId(pathname) === null ? null : pathname),
  login: () => null,
  cart: () => pagePath('cart'),
  checkoutShipping: (params = new URLSearchParams()) =>
    shippingUrl(Number(/^\d{1,15}$/.exec(params.get('indirizzo') ?? '')?.[0] ?? 0), parsePage(params.get('indirizzi'))),
  checkoutPayment: (params = new URLSearchParams()) => paymentUrl(params.get('indirizzo') ?? '', params.get('consegna') ?? ''),
  orders: (params = new URLSearchParams()) => ordersUrl(parsePage(params.get('page'))),
  order: (params = new URLSearchParams(), pathname = '') => {
    const outcome = params.get('esito');
    return outcome ? `${pathname}?esito=${encodeURIComponent(outcome)}` : pathname;
  },
  switchUser: () => pagePath('switchUser'),
  assistenza: assistenzaDataKey,
  gearboxSearch: () => pagePath('gearboxSearch'),
  partsLookup: () => null,
  searchCar: (params = new URLSearchParams()) => searchCarUrl(params),
  configurators: () => pagePath('configurators'),
  configurator: (_params, pathname = '') => pathname || null,
  configuratorResults: configuratorResultsDataKey,
};

/** /search-car's own URL with only the parameters it reads, in one order: its data's SWR key. */
export function searchCarUrl(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ['idMarca', 'modello', 'targa']) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pagePath('searchCar')}?${query}` : pagePath('searchCar');
}

/**
 * A /cerca URL as the results page writes it: searchUrl's, with the vehicle filter (`veicolo=1`) that only this page
 * offers (searchUrl is in the first bundle, where every byte counts).
 */
export function resultsUrl(q: string, state: Partial<Omit<SearchState, 'q'>> = {}): string {
  const url = searchUrl(q, state);
  return state.vehicle ? `${url}&veicolo=1` : url;
}
