// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen and the server build it alike.
export function dataKey(params = new URLSearchParams(), pathname = ''): string {
  const outcome = params.get('esito');
  return outcome ? `${pathname}?esito=${encodeURIComponent(outcome)}` : pathname;
}
