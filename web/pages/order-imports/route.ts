import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/import-order',
  label: 'JS_PAGE_IMPORT_ORDERS',
  menu: 9,
  customerOnly: true,
} as const satisfies PageEntry;
