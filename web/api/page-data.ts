import useSWR, { type SWRConfiguration } from 'swr';
import type { ForbiddenPage, PageData } from '../../shared/contract/pages.ts';
import type { pages, PageName } from '../routes.ts';
import { apiJson } from './fetch.ts';

/** A page's data: a page with a role may answer the forbidden state instead (never a 403: that would reload). */
export type PageDataReply<N extends PageName> = (typeof pages)[N] extends { role: string } ? PageData<N> | ForbiddenPage : PageData<N>;

const fetchPageData = <T>(url: string) => apiJson<T>(url);

/**
 * The data of page `name` from its own URL (Accept: application/json), typed by shared/contract/pages.ts.
 * `url` null: nothing to load yet. While another URL of the page loads, the last data stays shown.
 */
export function usePageData<N extends PageName>(_name: N, url: string | null, options: SWRConfiguration = {}) {
  return useSWR<PageDataReply<N>>(url, fetchPageData, { keepPreviousData: true, ...options });
}
