import { productPathId } from '../../../shared/urls/page-url-state.ts';
import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/ricambio/:id', label: 'JS_PAGE_PRODUCT', menu: false } as const satisfies PageEntry;

/** Any id, numeric or not: the server answers a bad one with the page's error state, kept under this key. */
export function dataKey(_params?: URLSearchParams, pathname = ''): string | null {
  return productPathId(pathname) === null ? null : pathname;
}
