import { route } from './route.ts';

// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen, the dialog and the server build it alike.
export function dataKey(params = new URLSearchParams()): string | null {
  const code = params.get('productcode');
  return code ? `${route.path}?productcode=${encodeURIComponent(code)}` : null;
}
