import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/checkout/spedizione',
  label: 'JS_PAGE_CHECKOUT_SHIPPING',
  menu: false,
  customerOnly: true,
} as const satisfies PageEntry;
