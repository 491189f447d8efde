import { oeResultsQuery, oeResultsUrl } from '../../../shared/urls/page-url-state.ts';
import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/ricerca-ricambi', label: 'JS_PAGE_OE_RESULTS', menu: false } as const satisfies PageEntry;

export function dataKey(params = new URLSearchParams()): string | null {
  const { idMarca, codiceOE } = oeResultsQuery(params);
  return idMarca && codiceOE ? oeResultsUrl(idMarca, codiceOE) : null;
}
