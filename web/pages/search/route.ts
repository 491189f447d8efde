import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/cerca', label: 'JS_PAGE_SEARCH', menu: false } as const satisfies PageEntry;
