import useSWR, { type SWRConfiguration } from 'swr';
import type { ForbiddenPage } from '../../shared/contract/pages.ts';
import type { pages, PageName } from '../../shared/routes.ts';
import type { PageData } from '../pages/replies.generated.ts';
import { useLocation } from '../router/index.ts';
import { ApiError } from './api-error.ts';
import { apiJson } from './fetch.ts';
import { useCameWithPage, useInitialError } from './initial-data.ts';
import { clearingStale, isStale } from './page-changes.ts';
import { useRef } from 'react';

/**
 * A page's data: a page with a role, or for customers only, may answer the forbidden state instead (never a 403:
 * that would reload).
 */
export type PageDataReply<N extends PageName> = (typeof pages)[N] extends { role: string } | { customerOnly: true }
  ? PageData<N> | ForbiddenPage
  : PageData<N>;

const fetchPageData = clearingStale((url: string) => apiJson<unknown>(url));

/** The data of page `name` under the key its folder's data-key.ts makes of the URL the page is at. */
export function usePageDataAt<N extends PageName>(name: N, dataKey: (params: URLSearchParams, pathname: string) => string | null) {
  const location = useLocation();
  return usePageData(name, dataKey(new URLSearchParams(location.search), location.pathname));
}

/**
 * The data of page `name` from its own URL (Accept: application/json), typed by its folder's contract.ts
 * (web/pages/replies.generated.ts). `url` is the key of its folder's data-key.ts; left out, the path the page is at
 * (the key of a page without data-key.ts); null: nothing to load yet. Data (or a failure) the server rendered the
 * page with is used as it is, without asking again; while another URL of the page loads, the last data stays shown.
 */
export function usePageData<N extends PageName>(_name: N, key?: string | null, options: SWRConfiguration = {}) {
  const { pathname } = useLocation();
  const url = key === undefined ? pathname : key;
  const cameWithPage = useCameWithPage(url);
  const initialError = useInitialError(url);
  const hidesStale = useHidesStale(url);
  const result = useSWR<PageDataReply<N>>(url, fetchPageData as (url: string) => Promise<PageDataReply<N>>, {
    keepPreviousData: true,
    ...((cameWithPage || initialError) && !hidesStale ? { revalidateOnMount: false } : {}),
    ...options,
  });
  // Data older than the last action that changed it: the loading state until the new reply (never the old data).
  if (hidesStale) return { ...result, data: undefined, isLoading: true };
  if (initialError && result.data === undefined && result.error === undefined && !result.isValidating) {
    return { ...result, error: new ApiError(initialError.status, initialError.message, undefined, false) };
  }
  return result;
}

/**
 * Whether `key` was stale when this screen first read it and still is: then its data is not shown. Data that goes
 * stale while shown (the page the action was taken on) stays until the new reply replaces it.
 */
function useHidesStale(key: string | null): boolean {
  const arrivedStale = useRef(new Map<string, boolean>());
  if (key === null) return false;
  if (!arrivedStale.current.has(key)) arrivedStale.current.set(key, isStale(key));
  return Boolean(arrivedStale.current.get(key)) && isStale(key);
}
