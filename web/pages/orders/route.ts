import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/area-clienti/ordini', label: 'JS_PAGE_ORDERS', menu: 2, customerOnly: true } as const satisfies PageEntry;
