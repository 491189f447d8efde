import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/staff/invita', label: 'JS_PAGE_INVITE_USER', menu: false, role: 'staff' } as const satisfies PageEntry;
