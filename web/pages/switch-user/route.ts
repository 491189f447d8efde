import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/cambia-utente', label: 'JS_PAGE_SWITCH_USER', menu: 5, role: 'switch_user' } as const satisfies PageEntry;
