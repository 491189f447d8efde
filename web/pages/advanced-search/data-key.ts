import { advancedSearchQuery, resultsChoiceOf } from '../../../shared/urls/page-url-state.ts';
import { advancedSearchUrl } from '../../../shared/urls/page-urls.ts';

// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen and the server build it alike.
export function dataKey(params = new URLSearchParams()): string | null {
  const state = advancedSearchQuery(params);
  // Groups are not offered here: a `gruppo` in a shared link is left out, as the page leaves it.
  return state.codiceArticolo ? advancedSearchUrl(state, { ...resultsChoiceOf(params), groupIds: [] }) : null;
}
