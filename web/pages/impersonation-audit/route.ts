import type { PageEntry } from '../../../shared/page-entry.ts';

// Last in the main menu, so the others keep their places; only for staff who may switch user.
export const route = {
  path: '/cambia-utente/registro',
  label: 'JS_PAGE_IMPERSONATION_AUDIT',
  menu: 10,
  role: 'switch_user',
} as const satisfies PageEntry;
