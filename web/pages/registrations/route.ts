import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/staff/registrazioni',
  label: 'JS_PAGE_REGISTRATIONS',
  menu: false,
  role: 'staff',
} as const satisfies PageEntry;
