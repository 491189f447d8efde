import { assistenzaDataKey } from '../../../shared/urls/assistenza-url.ts';
import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/assistenza', label: 'JS_PAGE_ASSISTENZA', menu: 6, role: 'staff' } as const satisfies PageEntry;

export function dataKey(params?: URLSearchParams): string {
  return assistenzaDataKey(params);
}
