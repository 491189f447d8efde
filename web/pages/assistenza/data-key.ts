import { assistenzaDataKey } from '../../../shared/urls/assistenza-url.ts';

// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen and the server build it alike.
export function dataKey(params?: URLSearchParams): string {
  return assistenzaDataKey(params);
}
