import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/area-clienti', label: 'JS_PAGE_ACCOUNT_AREA', menu: false, customerOnly: true } as const satisfies PageEntry;
