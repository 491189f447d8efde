import type { PageEntry } from '../../../shared/page-entry.ts';

// Linked from the switch-user page (a main-menu entry more would wrap the staff's menu row at 1280 px).
export const route = {
  path: '/cambia-utente/registro',
  label: 'JS_PAGE_IMPERSONATION_AUDIT',
  menu: false,
  role: 'switch_user',
} as const satisfies PageEntry;
