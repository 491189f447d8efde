import type { Actor } from '../../ports/op.ts';

/**
 * The price results are ordered by, as an SQL expression over `p` (products) with its named parameters: the
 * actor's net price. The one place to change when prices become per customer; a visitor (no net price) is
 * ordered by list price.
 */
export function actorPriceSql(actor: Actor | null): { sql: string; params: Record<string, number> } {
  return actor ? { sql: 'p.net_cents', params: {} } : { sql: 'p.list_cents', params: {} };
}
