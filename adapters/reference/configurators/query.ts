import type { ConfiguratorResults } from '../../../shared/contract/configurators.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import { ItemLoader } from '../catalogue/items.ts';

/** Option lists read as the buyer reads them: numbers by value (5W-30 before 10W-40, 2009 before 2010), names A–Z. */
const collator = new Intl.Collator('it', { numeric: true, sensitivity: 'base' });

/** Distinct values in the configurators' order. */
export function sortedValues(values: Iterable<string | number>): string[] {
  return [...new Set([...values].map(String))].filter((v) => v.length > 0).sort(collator.compare);
}

/** A whole number typed as text (a width, a year); undefined when it is not one, which then matches nothing. */
export function wholeNumber(text: string | undefined): number | undefined {
  return text !== undefined && /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

export type Params = Record<string, string | number | null>;

/** Prepared statements by their text: the configurators build a few shapes of query from the filters given. */
export class Statements {
  private readonly cache = new Map<string, Statement>();
  constructor(private readonly db: Database) {}

  get<R>(sql: string): Statement<[Params], R> {
    let statement = this.cache.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.cache.set(sql, statement);
    }
    return statement as Statement<[Params], R>;
  }

  /** The values of one column of `sql`'s rows (the first column), in the configurators' order. */
  values(sql: string, params: Params = {}): string[] {
    return sortedValues(
      this.get<Record<string, string | number>>(sql)
        .all(params)
        .map((row) => Object.values(row)[0] ?? ''),
    );
  }
}

export interface Paging {
  page: number;
  pageSize: number;
}

/** Pages of products: the ids a query selects (best match first) read as the catalogue's items, with the exact total. */
export class ResultPages {
  private readonly loader: ItemLoader;

  constructor(
    db: Database,
    private readonly statements: Statements,
  ) {
    this.loader = new ItemLoader(db);
  }

  /** The ids of one page of `select` (a query of `product_id` rows, each product once), and how many there are. */
  ids(select: string, orderBy: string, params: Params, paging: Paging): { ids: number[]; total: number } {
    const total = this.statements.get<{ total: number }>(`SELECT count(*) AS total FROM (${select})`).get(params)?.total ?? 0;
    if (total === 0) return { ids: [], total };
    const ids = this.statements
      .get<{ id: number }>(`SELECT product_id AS id FROM (${select}) ORDER BY ${orderBy} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize })
      .map((row) => row.id);
    return { ids, total };
  }

  /** One page of `select` as catalogue items. */
  page(select: string, orderBy: string, params: Params, paging: Paging): ConfiguratorResults {
    const { ids, total } = this.ids(select, orderBy, params, paging);
    return { rows: this.loader.items(ids), total };
  }

  items(ids: readonly number[]) {
    return this.loader.items(ids);
  }
}
