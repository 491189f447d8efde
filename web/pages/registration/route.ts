import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/registrazione', label: 'JS_PAGE_REGISTRATION', menu: false } as const satisfies PageEntry;
