import { pagePath } from '../../../shared/routes.ts';

/** The outbox's URL with these filters, page and preview (only the ones set). */
export function outboxHref(filters: { modello?: string | null; stato?: string | null; pagina?: number; messaggio?: number }): string {
  const params = new URLSearchParams();
  if (filters.modello) params.set('modello', filters.modello);
  if (filters.stato) params.set('stato', filters.stato);
  if (filters.pagina && filters.pagina > 1) params.set('pagina', String(filters.pagina));
  if (filters.messaggio) params.set('messaggio', String(filters.messaggio));
  const query = params.toString();
  return query ? `${pagePath('mailOutbox')}?${query}` : pagePath('mailOutbox');
}
