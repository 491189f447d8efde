import { parsePage } from '../../../shared/page-number.ts';
import { ordersUrl } from '../../../shared/urls/checkout-urls.ts';

// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen and the server build it alike.
export function dataKey(params = new URLSearchParams()): string {
  return ordersUrl(parsePage(params.get('page')));
}
