// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen and the server build it alike.
export function dataKey(_params = new URLSearchParams(), pathname = ''): string {
  return pathname;
}
