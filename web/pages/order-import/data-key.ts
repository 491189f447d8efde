import { parsePage } from '../../../shared/page-number.ts';
import { importStatusFilter } from '../../../shared/order-import-status.ts';

/** The confirm page's query: the status filter and a page past the first, as its links and its data key write it. */
export function confirmQuery(status: string | null, page: number): string {
  return new URLSearchParams({ ...(status ? { stato: status } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
}

// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen and the server build it alike.
export function dataKey(params = new URLSearchParams(), pathname = ''): string {
  const query = confirmQuery(importStatusFilter(params.get('stato')) ?? null, parsePage(params.get('page')));
  return query ? `${pathname}?${query}` : pathname;
}
