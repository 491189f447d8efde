import { parsePage } from '../../../shared/page-number.ts';
import { shippingUrl } from '../../../shared/urls/checkout-urls.ts';
import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/checkout/spedizione',
  label: 'JS_PAGE_CHECKOUT_SHIPPING',
  menu: false,
  customerOnly: true,
} as const satisfies PageEntry;

export function dataKey(params = new URLSearchParams()): string {
  return shippingUrl(Number(/^\d{1,15}$/.exec(params.get('indirizzo') ?? '')?.[0] ?? 0), parsePage(params.get('indirizzi')));
}
