import useSWR from 'swr';
import type { Product, Promo } from '../../adapters/ports/catalogue.ts';
import { pagePath } from '../routes.ts';
import { apiJson } from './fetch.ts';

export const PROMOS_URL = '/get-promo-hp';

export interface SearchPage {
  q: string;
  page: number;
  pageSize: number;
  total: number;
  rows: Product[];
}

const fetchJson = <T>(url: string) => apiJson<T>(url);

export function usePromos() {
  return useSWR<Promo[]>(PROMOS_URL, fetchJson);
}

/** The URL of a search results page; it is also the page's own data source (Accept: application/json). */
export function searchUrl(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `${pagePath('search')}?${params.toString()}`;
}

export function useSearch(q: string, page: number) {
  return useSWR<SearchPage>(q ? searchUrl(q, page) : null, fetchJson, { keepPreviousData: true });
}
