import { parsePage } from '../../../shared/page-number.ts';
import { ordersUrl } from '../../../shared/urls/checkout-urls.ts';
import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/area-clienti/ordini', label: 'JS_PAGE_ORDERS', menu: 2, customerOnly: true } as const satisfies PageEntry;

export function dataKey(params = new URLSearchParams()): string {
  return ordersUrl(parsePage(params.get('page')));
}
