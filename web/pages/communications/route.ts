import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/staff/comunicazioni',
  label: 'JS_PAGE_COMMUNICATIONS',
  menu: false,
  role: 'staff',
} as const satisfies PageEntry;
