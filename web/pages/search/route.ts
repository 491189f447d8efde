import { resultsUrl, searchQuery } from '../../../shared/urls/page-url-state.ts';
import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/cerca', label: 'JS_PAGE_SEARCH', menu: false } as const satisfies PageEntry;

export function dataKey(params = new URLSearchParams()): string | null {
  const { q, ...state } = searchQuery(params);
  return q ? resultsUrl(q, state) : null;
}
