import type { Actor } from '../../ports/op.ts';
import { customerNetCentsSql } from '../pricing/customer-net-price.ts';

/**
 * The price results are ordered by, as an SQL expression over `p` (products) with its named parameters: the
 * actor's net price, the one the pricing port quotes. A visitor has none and is ordered by list price.
 */
export function actorPriceSql(actor: Actor | null): { sql: string; params: Record<string, number> } {
  if (!actor) return { sql: 'p.list_cents', params: {} };
  return { sql: customerNetCentsSql('p', '@customerId'), params: { customerId: actor.customerId } };
}
