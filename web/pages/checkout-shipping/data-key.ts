import { parsePage } from '../../../shared/page-number.ts';
import { shippingUrl } from '../../../shared/urls/checkout-urls.ts';

// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen and the server build it alike.
export function dataKey(params = new URLSearchParams()): string {
  return shippingUrl(Number(/^\d{1,15}$/.exec(params.get('indirizzo') ?? '')?.[0] ?? 0), parsePage(params.get('indirizzi')));
}
