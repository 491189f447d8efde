import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/cart', label: 'JS_PAGE_CART', menu: false, customerOnly: true } as const satisfies PageEntry;
