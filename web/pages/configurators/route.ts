import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/configuratore', label: 'JS_PAGE_CONFIGURATORS', menu: 8 } as const satisfies PageEntry;

export function dataKey(): string {
  return route.path;
}
