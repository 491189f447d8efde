import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/staff/richieste',
  label: 'JS_PAGE_REQUESTS',
  menu: false,
  role: 'staff',
} as const satisfies PageEntry;
