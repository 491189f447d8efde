import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/richiesta-informazioni',
  label: 'JS_PAGE_INFORMATION_REQUEST',
  menu: false,
  customerOnly: true,
} as const satisfies PageEntry;
