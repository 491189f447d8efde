import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/area-clienti/ordini/:id',
  label: 'JS_PAGE_ORDER',
  menu: false,
  customerOnly: true,
} as const satisfies PageEntry;
