import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/import-order/:id',
  label: 'JS_PAGE_IMPORT_ORDER',
  menu: false,
  customerOnly: true,
} as const satisfies PageEntry;
