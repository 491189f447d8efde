import { advancedSearchQuery } from '../../../shared/urls/page-url-state.ts';
import { advancedSearchUrl } from '../../../shared/urls/page-urls.ts';
import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/ricerca-avanzata', label: 'JS_PAGE_ADVANCED_SEARCH', menu: false } as const satisfies PageEntry;

export function dataKey(params = new URLSearchParams()): string | null {
  const state = advancedSearchQuery(params);
  return state.codiceArticolo ? advancedSearchUrl(state) : null;
}
