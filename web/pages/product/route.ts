import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/ricambio/:id', label: 'JS_PAGE_PRODUCT', menu: false } as const satisfies PageEntry;
