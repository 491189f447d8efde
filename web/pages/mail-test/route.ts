import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/staff/posta/prova', label: 'JS_PAGE_MAIL_TEST', menu: false, role: 'staff' } as const satisfies PageEntry;
