import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/password-nuova', label: 'JS_PAGE_PASSWORD_NEW', menu: false } as const satisfies PageEntry;
