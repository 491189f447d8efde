import { pagePath } from '../routes.ts';
import { decimalText } from '../decimal-text.ts';
import { parsePage } from '../page-number.ts';
import {
  advancedParams,
  availabilityParams,
  MAX_FILTER_VALUES,
  searchUrl,
  sortParams,
  writeResultsChoice,
  type AdvancedSearchState,
  type ResultsChoice,
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
    .map((value) => decimalText(value, 9))
    .filter((id): id is number => id !== null && id >= 1);
  return [...new Set(ids)].slice(0, MAX_FILTER_VALUES);
}

/**
 * Reads a /cerca URL leniently, as a shared link should be read: unknown sorts and filter values are ignored,
 * a mangled page number is the first page. The words are trimmed; their length is the server's to judge.
 */
export function searchQuery(params: URLSearchParams): SearchState {
  return {
    q: (params.get('q') ?? '').trim(),
    ...resultsChoiceOf(params),
    page: parsePage(params.get('page')),
    vehicle: params.get('veicolo') === '1',
  };
}

/** A results page's toolbar choices in its URL (writeResultsChoice writes them), read as leniently. */
export function resultsChoiceOf(params: URLSearchParams): ResultsChoice {
  return {
    brandIds: idsOf(params, 'marca'),
    groupIds: idsOf(params, 'gruppo'),
    availability: keyOf(availabilityParams, params.get('disponibilita')) ?? null,
    sort: keyOf(sortParams, params.get('ordina')) ?? 'relevance',
  };
}

export function advancedSearchQuery(params: URLSearchParams): AdvancedSearchState {
  return Object.fromEntries(advancedParams.map((name) => [name, (params.get(name) ?? '').trim()])) as unknown as AdvancedSearchState;
}

/** What a /ricerca-ricambi URL asks for: maker and number trimmed (the server judges them), the toolbar's choices. */
export function oeResultsQuery(params: URLSearchParams): { idMarca: string; codiceOE: string } & ResultsChoice {
  return { idMarca: (params.get('idMarca') ?? '').trim(), codiceOE: (params.get('codiceOE') ?? '').trim(), ...resultsChoiceOf(params) };
}

/**
 * /ricerca-ricambi?idMarca&codiceOE (SPEC §2): the parts carrying a maker's original number; brands, availability and
 * order chosen in the toolbar as on /cerca (`marca`, `disponibilita`, `ordina`).
 */
export function oeResultsUrl(idMarca: number | string, codiceOE: string, choice: Partial<ResultsChoice> = {}): string {
  const params = new URLSearchParams({ idMarca: String(idMarca), codiceOE });
  writeResultsChoice(params, choice);
  return `${pagePath('oeResults')}?${params.toString()}`;
}

/** The id in a product page's path (`/ricambio/{id}`), when the path is one; the id is whatever text it holds. */
export function productPathId(pathname: string): string | null {
  const [before = '', after = ''] = pagePath('product').split(':id');
  if (!pathname.startsWith(before) || !pathname.endsWith(after)) return null;
  const id = pathname.slice(before.length, pathname.length - after.length);
  return id !== '' && !id.includes('/') ? id : null;
}

/**
 * /search-car's place in the chosen vehicle's parts (issue 47): the open group (`gruppo`, its idGruppo) and the
 * chosen part (`voce`, its idVoce), so Back, a reload and a shared link show them again.
 */
export const SEARCH_CAR_PLACE = { group: 'gruppo', item: 'voce' } as const;

/** The parameters /search-car reads, in the order its URLs write them. */
const SEARCH_CAR_PARAMS = ['idMarca', 'modello', 'targa', SEARCH_CAR_PLACE.group, SEARCH_CAR_PLACE.item];

/** /search-car's own URL with only the parameters it reads, in one order: its data's SWR key. */
export function searchCarUrl(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of SEARCH_CAR_PARAMS) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pagePath('searchCar')}?${query}` : pagePath('searchCar');
}

/** The group and part a /search-car URL names: plain positive ids, else none (whether the vehicle has them is the server's to judge). */
export function searchCarPlace(params: URLSearchParams): { idGruppo: number | null; idVoce: number | null } {
  const idOf = (name: string) => {
    const id = decimalText(params.get(name), 9);
    return id !== null && id >= 1 ? id : null;
  };
  return { idGruppo: idOf(SEARCH_CAR_PLACE.group), idVoce: idOf(SEARCH_CAR_PLACE.item) };
}

/** /search-car's URL (`params` its query) at another place: the group and the part given, null leaving one out. */
export function searchCarPlaceUrl(params: URLSearchParams, place: { idGruppo: number | null; idVoce: number | null }): string {
  const next = new URLSearchParams(params);
  const set = (name: string, id: number | null) => (id === null ? next.delete(name) : next.set(name, String(id)));
  set(SEARCH_CAR_PLACE.group, place.idGruppo);
  set(SEARCH_CAR_PLACE.item, place.idVoce);
  return searchCarUrl(next);
}

/**
 * A /cerca URL as the results page writes it: searchUrl's, with the vehicle filter (`veicolo=1`) that only this page
 * offers (searchUrl is in the first bundle, where every byte counts).
 */
export function resultsUrl(q: string, state: Partial<Omit<SearchState, 'q'>> = {}): string {
  const url = searchUrl(q, state);
  return state.vehicle ? `${url}&veicolo=1` : url;
}
