import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/richieste',
  label: 'JS_PAGE_MY_REQUESTS',
  menu: 12,
  parent: 'netPriceList',
  customerOnly: true,
} as const satisfies PageEntry;
