import type { SearchFacets } from '../../../shared/contract/catalogue.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';

type Counted = [brandId: number, groupId: number, inStock: 0 | 1, count: number];

/**
 * Facets of a search: how its hits (at most the count cap) spread over brands, groups and availability. One
 * aggregate over product_search_tags, a narrow table, for all three: about 0.4 ms for a thousand hits at a
 * million products, where the wide products rows and the stock table cost three times as much.
 */
export class FacetCounter {
  private readonly sql: {
    count: Statement<[string], Counted>;
    brands: Statement<[], { id: number; name: string }>;
    groups: Statement<[], { id: number; name: string }>;
  };
  private brandNames = new Map<number, string>();
  private groupNames = new Map<number, string>();

  constructor(db: Database) {
    this.sql = {
      count: db.prepare<[string], Counted>(`SELECT t.brand_id, t.group_id, t.in_stock, count(*) FROM json_each(?) j
        JOIN product_search_tags t ON t.product_id = j.value GROUP BY 1, 2, 3`),
      brands: db.prepare('SELECT id, name FROM brands'),
      groups: db.prepare('SELECT id, name FROM product_groups'),
    };
    this.sql.count.raw();
  }

  /** Counts of each value among the hits, most hits first; values without hits are left out. */
  count(ids: readonly number[], complete: boolean): SearchFacets {
    const brands = new Map<number, number>();
    const groups = new Map<number, number>();
    const stock = [0, 0];
    if (ids.length > 0) {
      for (const [brandId, groupId, inStock, n] of this.sql.count.all(JSON.stringify(ids))) {
        brands.set(brandId, (brands.get(brandId) ?? 0) + n);
        groups.set(groupId, (groups.get(groupId) ?? 0) + n);
        stock[inStock] = (stock[inStock] ?? 0) + n;
      }
    }
    const availability = [
      { value: 'in-stock' as const, count: stock[1] ?? 0 },
      { value: 'out-of-stock' as const, count: stock[0] ?? 0 },
    ];
    return {
      brands: this.named(brands, 'brands'),
      groups: this.named(groups, 'groups'),
      availability: availability.filter((a) => a.count > 0).sort((a, b) => b.count - a.count),
      complete,
    };
  }

  private named(counts: Map<number, number>, kind: 'brands' | 'groups') {
    if ([...counts.keys()].some((id) => !this.names(kind).has(id))) this.reload(kind);
    const names = this.names(kind);
    return [...counts]
      .map(([id, count]) => ({ id, name: names.get(id) ?? String(id), count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'it'));
  }

  private names(kind: 'brands' | 'groups'): Map<number, string> {
    return kind === 'brands' ? this.brandNames : this.groupNames;
  }

  /** Names are read when first needed and again when a new id shows up (a brand added since). */
  private reload(kind: 'brands' | 'groups'): void {
    const names = new Map(this.sql[kind].all().map((r) => [r.id, r.name]));
    if (kind === 'brands') this.brandNames = names;
    else this.groupNames = names;
  }
}
