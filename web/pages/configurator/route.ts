import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/configuratore/:name', label: 'JS_PAGE_CONFIGURATORS', menu: false } as const satisfies PageEntry;
