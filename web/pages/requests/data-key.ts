// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen and the server build it alike.
export function dataKey(params = new URLSearchParams(), pathname = ''): string {
  const query = new URLSearchParams();
  const state = params.get('stato');
  const page = params.get('pagina');
  if (state) query.set('stato', state);
  if (page && page !== '1') query.set('pagina', page);
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}
