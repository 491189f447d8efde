import { parsePage } from '../../../shared/page-number.ts';
import { route } from './route.ts';

// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen and the server build it alike.
export function dataKey(params = new URLSearchParams()): string {
  const page = parsePage(params.get('page'));
  return page > 1 ? `${route.path}?page=${page}` : route.path;
}
