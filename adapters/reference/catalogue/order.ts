import type { SearchSort } from '../../../shared/contract/catalogue.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { Actor } from '../../ports/op.ts';
import { actorPriceSql } from './price.ts';

type OrderParams = Record<string, string | number>;

/** Puts the hits of a search (all of them: only an uncapped search is sorted) in one of the orders users pick. */
export class HitOrder {
  private readonly statements = new Map<string, Statement<[OrderParams], number>>();

  constructor(private readonly db: Database) {}

  /** `ids` in relevance order, sorted by `sort`; ties keep their relevance order. */
  sort(ids: readonly number[], sort: Exclude<SearchSort, 'relevance'>, actor: Actor | null): number[] {
    if (ids.length < 2) return [...ids];
    const price = actorPriceSql(actor);
    const orderBy = {
      'price-asc': `${price.sql} ASC`,
      'price-desc': `${price.sql} DESC`,
      brand: 'b.name COLLATE NOCASE, p.code_norm',
      code: 'p.code_norm, b.name COLLATE NOCASE',
    }[sort];
    return this.statement(orderBy).all({ ...price.params, ids: JSON.stringify(ids) });
  }

  private statement(orderBy: string): Statement<[OrderParams], number> {
    let statement = this.statements.get(orderBy);
    if (!statement) {
      statement = this.db.prepare<[OrderParams], number>(`SELECT p.id FROM json_each(@ids) j
        JOIN products p ON p.id = j.value JOIN brands b ON b.id = p.brand_id ORDER BY ${orderBy}, j.key`);
      statement.pluck();
      this.statements.set(orderBy, statement);
    }
    return statement;
  }
}
