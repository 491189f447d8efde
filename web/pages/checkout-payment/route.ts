import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/checkout/pagamento',
  label: 'JS_PAGE_CHECKOUT_PAYMENT',
  menu: false,
  customerOnly: true,
} as const satisfies PageEntry;
