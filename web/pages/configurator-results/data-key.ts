import { configuratorResultsDataKey } from '../../../shared/urls/configurator-urls.ts';

// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen and the server build it alike.
export function dataKey(params?: URLSearchParams, pathname?: string): string | null {
  return configuratorResultsDataKey(params, pathname);
}
