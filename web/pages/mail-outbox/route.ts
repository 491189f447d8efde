import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/staff/posta', label: 'JS_PAGE_MAIL_OUTBOX', menu: 9, role: 'staff' } as const satisfies PageEntry;
