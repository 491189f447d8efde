import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/richiesta-listino-netto',
  label: 'JS_PAGE_NET_PRICE_LIST',
  menu: 10,
  customerOnly: true,
} as const satisfies PageEntry;
