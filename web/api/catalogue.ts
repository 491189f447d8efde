import { dataKey } from '../pages/search/data-key.ts';
import { usePageData } from './page-data.ts';

/** The search results page's data for the words and page number of `params`. */
export function useSearch(params: URLSearchParams) {
  return usePageData('search', dataKey(params));
}
