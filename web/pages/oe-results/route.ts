import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/ricerca-ricambi', label: 'JS_PAGE_OE_RESULTS', menu: false } as const satisfies PageEntry;
