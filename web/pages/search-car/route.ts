import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/search-car', label: 'JS_PAGE_CAR', menu: 7 } as const satisfies PageEntry;
