import { pagePath, type PageName } from './routes.ts';
import { parsePage } from './ui/page-number.ts';

/** The URL of a search results page; it is also the page's own data source (Accept: application/json). */
export function searchUrl(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `${pagePath('search')}?${params.toString()}`;
}

/** What the search page reads of its URL: the words (trimmed) and the page number. */
export function searchQuery(params: URLSearchParams): { q: string; page: number } {
  return { q: (params.get('q') ?? '').trim(), page: parsePage(params.get('page')) };
}

/**
 * The SWR key of each page's data, from the page's query string (null: the page loads nothing). The screen
 * builds it from its location, the BFF from the request it renders, with this one function: the data written
 * into the HTML is found under the key the screen asks for, and nothing is fetched twice.
 */
export const pageDataKeys: { [N in PageName]: (params?: URLSearchParams) => string | null } = {
  home: () => pagePath('home'),
  search: (params = new URLSearchParams()) => {
    const { q, page } = searchQuery(params);
    return q ? searchUrl(q, page) : null;
  },
  login: () => null,
  switchUser: () => pagePath('switchUser'),
};
