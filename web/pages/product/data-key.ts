import { productPathId } from '../../../shared/urls/page-url-state.ts';

/** The SWR key of the page's data. Any id, numeric or not: the server answers a bad one with the page's error state, kept under this key. */
export function dataKey(_params?: URLSearchParams, pathname = ''): string | null {
  return productPathId(pathname) === null ? null : pathname;
}
