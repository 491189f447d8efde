import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/richiesta-listino',
  label: 'JS_PAGE_PRICE_LIST_REQUEST',
  menu: 11,
  parent: 'netPriceList',
  customerOnly: true,
} as const satisfies PageEntry;
