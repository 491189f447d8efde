import useSWR from 'swr';
import type { PromoView } from '../../shared/contract/catalogue.ts';
import { pagePath } from '../routes.ts';
import { apiJson } from './fetch.ts';
import { usePageData } from './page-data.ts';

export const PROMOS_URL = '/get-promo-hp';

const fetchJson = <T>(url: string) => apiJson<T>(url);

export function usePromos() {
  return useSWR<PromoView[]>(PROMOS_URL, fetchJson);
}

/** The URL of a search results page; it is also the page's own data source (Accept: application/json). */
export function searchUrl(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `${pagePath('search')}?${params.toString()}`;
}

export function useSearch(q: string, page: number) {
  return usePageData('search', q ? searchUrl(q, page) : null);
}
