import { decimalText } from '../../../shared/decimal-text.ts';
import { parsePage } from '../../../shared/page-number.ts';
import { shippingUrl } from '../../../shared/urls/checkout-urls.ts';

// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen and the server build it alike.
export function dataKey(params = new URLSearchParams()): string {
  return shippingUrl(decimalText(params.get('indirizzo')) ?? 0, parsePage(params.get('indirizzi')));
}
