import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/', label: 'JS_PAGE_HOME', menu: 1, firstBundle: true } as const satisfies PageEntry;
