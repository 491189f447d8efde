import { configuratorResultsDataKey } from '../../../shared/urls/configurator-urls.ts';
import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = {
  path: '/configuratore/:name/ricerca-avanzata',
  label: 'JS_PAGE_CONFIGURATORS',
  menu: false,
} as const satisfies PageEntry;

export function dataKey(params?: URLSearchParams, pathname?: string): string | null {
  return configuratorResultsDataKey(params, pathname);
}
