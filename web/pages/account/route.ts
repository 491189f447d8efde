import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/area-clienti/account',
  label: 'JS_PAGE_ACCOUNT',
  menu: false,
  customerOnly: true,
} as const satisfies PageEntry;
