import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/import-order',
  label: 'JS_PAGE_IMPORT_ORDERS',
  menu: false,
  customerOnly: true,
} as const satisfies PageEntry;
