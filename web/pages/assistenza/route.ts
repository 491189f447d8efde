import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/assistenza', label: 'JS_PAGE_ASSISTENZA', menu: 6, role: 'staff' } as const satisfies PageEntry;
