// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen and the server build it alike.
export function dataKey(params = new URLSearchParams(), pathname = ''): string {
  const page = params.get('pagina');
  return page && page !== '1' ? `${pathname}?pagina=${encodeURIComponent(page)}` : pathname;
}
