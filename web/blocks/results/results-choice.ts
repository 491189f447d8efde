import type { SearchFacets, SearchSort } from '../../../shared/contract/catalogue.ts';
import type { SearchPageReply } from '../../../shared/contract/search.ts';
import type { ResultsChoice } from '../../../shared/urls/page-urls.ts';

/**
 * What a results page's toolbar works on (/cerca, /ricerca-ricambi): the choices applied, the facets of the rows, and
 * the page's own URL for other choices, so that every sort, filter and chip is a link of that page.
 */
export interface ChosenResults {
  filters: SearchPageReply['filters'];
  /** The order asked for, and the one the rows follow. */
  sort: SearchSort;
  sortApplied: SearchSort;
  facets: SearchFacets;
  total: number;
  /** More hits than counted: only relevance is offered. */
  capped: boolean;
  /** The same results with these choices, from their first page. */
  hrefFor: (choice: Partial<ResultsChoice> & { vehicle?: boolean }) => string;
}

export const hasFilters = (results: Pick<ChosenResults, 'filters'>) =>
  results.filters.brandIds.length > 0 || results.filters.groupIds.length > 0 || results.filters.availability !== null;
