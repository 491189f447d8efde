import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/ricerca-cambi', label: 'JS_PAGE_GEARBOX_SEARCH', menu: 4 } as const satisfies PageEntry;
