import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/ricerca-avanzata', label: 'JS_PAGE_ADVANCED_SEARCH', menu: false } as const satisfies PageEntry;
