import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/catalogo-ricambi', label: 'JS_PAGE_PARTS_LOOKUP', menu: 3 } as const satisfies PageEntry;
