import { parsePage } from '../../../shared/page-number.ts';
import { importStatusFilter } from '../../../shared/order-import-status.ts';

// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen and the server build it alike.
export function dataKey(params = new URLSearchParams(), pathname = ''): string {
  const page = parsePage(params.get('page'));
  const status = importStatusFilter(params.get('stato'));
  const query = new URLSearchParams({ ...(status ? { stato: status } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  return query ? `${pathname}?${query}` : pathname;
}
