// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen and the server build it alike.
export function dataKey(params = new URLSearchParams(), pathname = ''): string {
  const kept = new URLSearchParams();
  for (const name of ['staff', 'cliente', 'pagina']) {
    const value = params.get(name)?.trim();
    if (value && !(name === 'pagina' && value === '1')) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
