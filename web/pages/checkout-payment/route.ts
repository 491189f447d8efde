import { paymentUrl } from '../../../shared/urls/checkout-urls.ts';
import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/checkout/pagamento',
  label: 'JS_PAGE_CHECKOUT_PAYMENT',
  menu: false,
  customerOnly: true,
} as const satisfies PageEntry;

export function dataKey(params = new URLSearchParams()): string {
  return paymentUrl(params.get('indirizzo') ?? '', params.get('consegna') ?? '');
}
