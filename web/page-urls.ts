import type { AvailabilityFilter, SearchSort } from '../shared/contract/catalogue.ts';
import { pagePath, type PageName } from './routes.ts';
import { parsePage } from './ui/page-number.ts';

/** What a /cerca URL asks for: words, filters (brand and group ids, availability), order and page. */
export interface SearchState {
  q: string;
  brandIds: number[];
  groupIds: number[];
  availability: AvailabilityFilter | null;
  sort: SearchSort;
  page: number;
}

/** The URL's words for the sorts and availability filters (Italian, bookmarkable); relevance is the default. */
export const sortParams: Record<SearchSort, string> = {
  relevance: 'rilevanza',
  'price-asc': 'prezzo-crescente',
  'price-desc': 'prezzo-decrescente',
  brand: 'marca',
  code: 'codice',
};
export const availabilityParams: Record<AvailabilityFilter, string> = { 'in-stock': 'disponibili', 'out-of-stock': 'non-disponibili' };

/** Most values of one filter in a URL (the catalogue takes no more). */
export const MAX_FILTER_VALUES = 20;

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
  };
}

/**
 * The canonical URL of a search results page (also its own data source, Accept: application/json). Defaults
 * are left out, so one search has one URL.
 */
export function searchUrl(q: string, state: Partial<Omit<SearchState, 'q'>> = {}): string {
  const params = new URLSearchParams({ q });
  for (const id of state.brandIds ?? []) params.append('marca', String(id));
  for (const id of state.groupIds ?? []) params.append('gruppo', String(id));
  if (state.availability) params.set('disponibilita', availabilityParams[state.availability]);
  if (state.sort && state.sort !== 'relevance') params.set('ordina', sortParams[state.sort]);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return `${pagePath('search')}?${params.toString()}`;
}

/** What a /ricerca-avanzata URL names: one row of the vehicle-data search (SPEC §2, §3 search result row). */
export interface AdvancedSearchState {
  codiceListino: string;
  codiceArticolo: string;
  tipo: string;
  listino: string;
  sos: string;
}

const advancedParams = ['codiceListino', 'codiceArticolo', 'tipo', 'listino', 'sos'] as const;

export function advancedSearchQuery(params: URLSearchParams): AdvancedSearchState {
  return Object.fromEntries(advancedParams.map((name) => [name, (params.get(name) ?? '').trim()])) as unknown as AdvancedSearchState;
}

export function advancedSearchUrl(state: AdvancedSearchState): string {
  const params = new URLSearchParams();
  for (const name of advancedParams) if (state[name]) params.set(name, state[name]);
  return `${pagePath('advancedSearch')}?${params.toString()}`;
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
  home: () => pagePath('home'),
  search: (params = new URLSearchParams()) => {
    const { q, ...state } = searchQuery(params);
    return q ? searchUrl(q, state) : null;
  },
  advancedSearch: (params = new URLSearchParams()) => {
    const state = advancedSearchQuery(params);
    return state.codiceArticolo ? advancedSearchUrl(state) : null;
  },
  // Any id, numeric or not: the server answers a bad one with the page's error state, kept under this key.
  product: (_params, pathname = '') => (productPathId(pathname) === null ? null : pathname),
  login: () => null,
  switchUser: () => pagePath('switchUser'),
};

/** The product page of a product (linked from every result row and card), from the route table's path. */
export function productUrl(id: number): string {
  return pagePath('product').replace(':id', String(id));
}
