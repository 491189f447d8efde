import type { AvailabilityFilter, SearchSort } from '../contract/catalogue.ts';
import { pagePath } from '../routes.ts';

/** What a /cerca URL asks for: words, filters (brand and group ids, availability), order and page. */
export interface SearchState {
  q: string;
  brandIds: number[];
  groupIds: number[];
  availability: AvailabilityFilter | null;
  sort: SearchSort;
  page: number;
  /** Only the parts fitting the chosen vehicle (`veicolo=1`, written by page-url-state.ts resultsUrl; the vehicle is in its cookies). */
  vehicle?: boolean;
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

/**
 * The canonical URL of a search results page (also its own data source, Accept: application/json). Defaults
 * are left out, so one search has one URL.
 */
export function searchUrl(q: string, state: Partial<Omit<SearchState, 'q'>> = {}): string {
  const params = new URLSearchParams({ q });
  writeResultsChoice(params, state);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return `${pagePath('search')}?${params.toString()}`;
}

/** What a results page's toolbar chooses (brands, groups, availability, order), shared by /cerca and /ricerca-ricambi. */
export type ResultsChoice = Pick<SearchState, 'brandIds' | 'groupIds' | 'availability' | 'sort'>;

/** Writes a results page's choices into its URL's parameters, defaults left out. */
export function writeResultsChoice(params: URLSearchParams, state: Partial<ResultsChoice>): void {
  for (const id of state.brandIds ?? []) params.append('marca', String(id));
  for (const id of state.groupIds ?? []) params.append('gruppo', String(id));
  if (state.availability) params.set('disponibilita', availabilityParams[state.availability]);
  if (state.sort && state.sort !== 'relevance') params.set('ordina', sortParams[state.sort]);
}

/** What a /ricerca-avanzata URL names: one row of the vehicle-data search (SPEC §2, §3 search result row). */
export interface AdvancedSearchState {
  codiceListino: string;
  codiceArticolo: string;
  tipo: string;
  listino: string;
  sos: string;
}

export const advancedParams = ['codiceListino', 'codiceArticolo', 'tipo', 'listino', 'sos'] as const;

/** A /ricerca-avanzata URL; the results toolbar's choices after the row's own parameters. */
export function advancedSearchUrl(state: AdvancedSearchState, choice: Partial<ResultsChoice> = {}): string {
  const params = new URLSearchParams();
  for (const name of advancedParams) if (state[name]) params.set(name, state[name]);
  writeResultsChoice(params, choice);
  return `${pagePath('advancedSearch')}?${params.toString()}`;
}

/** The product page of a product (linked from every result row and card), from the route table's path. */
export function productUrl(id: number): string {
  return pagePath('product').replace(':id', String(id));
}

/** The homepage's data key (pageDataKeys.home), apart so that the homepage's bundle needs none of the others. */
export function homeDataKey(): string {
  return pagePath('home');
}
