import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/login', label: 'JS_PAGE_LOGIN', menu: false } as const satisfies PageEntry;
