import type { z } from 'zod';
import { normaliseCode } from '../../shared/codes.ts';
import type { Database, Statement } from '../../shared/sqlite.ts';
import type { cataloguePort, Product, Promo } from '../ports/catalogue.ts';
import type { CataloguePort } from '../ports/index.ts';
import type { Ctx } from '../ports/op.ts';
import { PortError } from '../ports/port-error.ts';

type Input<K extends keyof typeof cataloguePort> = z.output<(typeof cataloguePort)[K]['input']>;

export interface ReferenceCatalogueOptions {
  /** Most search hits ever counted; beyond this the total is capped (a one-letter query at a million products). */
  maxSearchHits?: number;
}

interface ProductRow {
  id: number;
  brand: string;
  code: string;
  description: string;
  priceListCode: string;
  netCents: number;
  listCents: number;
  packQty: number;
  minQty: number;
}
interface StockRow {
  productId: number;
  code: string;
  quantity: number;
}
interface OeRow {
  productId: number;
  maker: string;
  code: string;
}
interface CrossReferenceRow {
  productId: number;
  id: number;
  brand: string;
  code: string;
}
interface PromotionRow {
  id: number;
  title: string;
  subtitle: string;
  productId: number;
  brand: string;
  code: string;
  description: string;
  netCents: number;
  listCents: number;
}
/** Named parameters of a search: the normalised code and its prefix range, the FTS5 query; each only when present. */
interface SearchParams {
  code?: string;
  codeTop?: string;
  words?: string;
}
interface SearchHit {
  id: number;
  total: number;
}
interface SearchStatements {
  page: Statement<[SearchParams, number, number], SearchHit>;
  count: Statement<[SearchParams], { total: number }>;
}

/** Ranks of search hits: exact codes first, then prefixes, then words. */
const RANK = { code: 0, oe: 1, codePrefix: 2, oePrefix: 3, words: 4 } as const;
/** Above every character a normalised code can hold, so `[prefix, prefix + TOP)` is a prefix range on an index. */
const TOP = '\u{10FFFF}';

/** The catalogue over the reference database; products are read in batches so a page costs a handful of queries. */
export class ReferenceCatalogue implements CataloguePort {
  private readonly db: Database;
  private readonly maxSearchHits: number;
  private readonly warehouses: Array<{ code: string; name: string }>;
  private readonly searchStatements = new Map<string, SearchStatements>();
  private readonly sql;

  constructor(deps: { db: Database }, options: ReferenceCatalogueOptions = {}) {
    this.db = deps.db;
    this.maxSearchHits = options.maxSearchHits ?? 100_000;
    this.warehouses = this.db.prepare<[], { code: string; name: string }>('SELECT code, name FROM warehouses ORDER BY sort, code').all();
    const ids = 'SELECT value FROM json_each(?)';
    this.sql = {
      products: this.db.prepare<[string], ProductRow>(`SELECT p.id, b.name AS brand, p.code, p.description,
        p.price_list_code AS priceListCode, p.net_cents AS netCents, p.list_cents AS listCents, p.pack_qty AS packQty, p.min_qty AS minQty
        FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id IN (${ids})`),
      stock: this.db.prepare<[string], StockRow>(
        `SELECT product_id AS productId, warehouse_code AS code, quantity FROM stock WHERE product_id IN (${ids})`,
      ),
      oe: this.db.prepare<[string], OeRow>(`SELECT po.product_id AS productId, m.name AS maker, o.code FROM product_oe_codes po
        JOIN oe_codes o ON o.id = po.oe_code_id JOIN makers m ON m.id = o.maker_id
        WHERE po.product_id IN (${ids}) ORDER BY po.product_id, o.id`),
      cross: this.db.prepare<[string], CrossReferenceRow>(`SELECT c.product_id AS productId, p.id, b.name AS brand, p.code
        FROM cross_references c JOIN products p ON p.id = c.other_product_id JOIN brands b ON b.id = p.brand_id
        WHERE c.product_id IN (${ids}) ORDER BY c.product_id, b.name, p.code_norm`),
      byCode: this.db.prepare<[string], { id: number }>(
        `SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.code_norm = ? ORDER BY b.name, p.id`,
      ),
      promotions: this.db.prepare<[], PromotionRow>(`SELECT pr.id, pr.title, pr.subtitle, p.id AS productId, b.name AS brand, p.code,
        p.description, p.net_cents AS netCents, p.list_cents AS listCents
        FROM promotions pr JOIN products p ON p.id = pr.product_id JOIN brands b ON b.id = p.brand_id ORDER BY pr.sort, pr.id`),
    };
  }

  async productById(input: Input<'productById'>, _ctx: Ctx): Promise<Product> {
    const [product] = this.load([input.id]);
    if (!product) throw new PortError('not_found', 'Articolo non trovato.');
    return product;
  }

  async productsByCode(input: Input<'productsByCode'>, _ctx: Ctx): Promise<Product[]> {
    const code = normaliseCode(input.code);
    if (code === '') return [];
    return this.load(this.sql.byCode.all(code).map((r) => r.id));
  }

  async search(input: Input<'search'>, _ctx: Ctx): Promise<{ rows: Product[]; total: number }> {
    const query = this.searchQuery(input.q);
    if (!query) return { rows: [], total: 0 };
    const offset = (input.page - 1) * input.pageSize;
    const hits = query.page.all(query.params, input.pageSize, offset);
    const total = hits[0]?.total ?? (offset === 0 ? 0 : (query.count.get(query.params)?.total ?? 0));
    return { rows: this.load(hits.map((h) => h.id)), total };
  }

  async count(input: Input<'count'>, _ctx: Ctx): Promise<number> {
    const query = this.searchQuery(input.q);
    return query ? (query.count.get(query.params)?.total ?? 0) : 0;
  }

  async promotions(_input: Input<'promotions'>, _ctx: Ctx): Promise<Promo[]> {
    return this.sql.promotions.all().map((r) => ({
      id: r.id,
      title: r.title,
      subtitle: r.subtitle,
      product: { id: r.productId, brand: r.brand, code: r.code, description: r.description, netCents: r.netCents, listCents: r.listCents },
    }));
  }

  /**
   * One statement per shape of query (with or without a code part and a words part): the hits of each part with
   * their rank, grouped by product keeping the best rank. Code parts are index range scans on `code_norm`.
   */
  private searchQuery(q: string) {
    const code = normaliseCode(q.trim());
    const words = ftsQuery(q);
    if (code === '' && words === null) return null;
    const key = `${code !== ''}:${words !== null}`;
    let statements = this.searchStatements.get(key);
    if (!statements) {
      const parts: string[] = [];
      if (code !== '') {
        parts.push(`SELECT id, CASE WHEN code_norm = @code THEN ${RANK.code} ELSE ${RANK.codePrefix} END AS rank
          FROM products WHERE code_norm >= @code AND code_norm < @codeTop`);
        parts.push(`SELECT po.product_id AS id, CASE WHEN o.code_norm = @code THEN ${RANK.oe} ELSE ${RANK.oePrefix} END AS rank
          FROM oe_codes o JOIN product_oe_codes po ON po.oe_code_id = o.id WHERE o.code_norm >= @code AND o.code_norm < @codeTop`);
      }
      if (words !== null) parts.push(`SELECT rowid AS id, ${RANK.words} AS rank FROM products_fts WHERE products_fts MATCH @words`);
      const hits = `SELECT id, MIN(rank) AS rank FROM (SELECT * FROM (${parts.join(' UNION ALL ')}) LIMIT ${this.maxSearchHits * 4})
        GROUP BY id LIMIT ${this.maxSearchHits}`;
      statements = {
        page: this.db.prepare<[SearchParams, number, number], SearchHit>(
          `SELECT id, count(*) OVER () AS total FROM (${hits}) ORDER BY rank, id LIMIT ? OFFSET ?`,
        ),
        count: this.db.prepare<[SearchParams], { total: number }>(`SELECT count(*) AS total FROM (${hits})`),
      };
      this.searchStatements.set(key, statements);
    }
    const params: SearchParams = {};
    if (code !== '') Object.assign(params, { code, codeTop: code + TOP });
    if (words !== null) params.words = words;
    return { ...statements, params };
  }

  /** Full products for ids, in the order of the ids; unknown ids are skipped. */
  private load(ids: number[]): Product[] {
    if (ids.length === 0) return [];
    const json = JSON.stringify(ids);
    const rows = new Map(this.sql.products.all(json).map((r) => [r.id, r]));
    const stock = new Map<number, Map<string, number>>();
    for (const s of this.sql.stock.all(json)) {
      const perWarehouse = stock.get(s.productId) ?? new Map<string, number>();
      perWarehouse.set(s.code, s.quantity);
      stock.set(s.productId, perWarehouse);
    }
    const oe = groupBy(this.sql.oe.all(json));
    const cross = groupBy(this.sql.cross.all(json));
    const products: Product[] = [];
    for (const id of ids) {
      const row = rows.get(id);
      if (!row) continue;
      const held = stock.get(id);
      products.push({
        ...row,
        stock: this.warehouses.map((w) => ({ warehouseCode: w.code, warehouseName: w.name, quantity: held?.get(w.code) ?? 0 })),
        oeCodes: (oe.get(id) ?? []).map((o) => ({ maker: o.maker, code: o.code })),
        crossReferences: (cross.get(id) ?? []).map((c) => ({ productId: c.id, brand: c.brand, code: c.code })),
      });
    }
    return products;
  }
}

function groupBy<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.productId);
    if (list) list.push(row);
    else out.set(row.productId, [row]);
  }
  return out;
}

/** Every word of the query as a quoted FTS5 prefix term, all required; null when the query has no word. */
export function ftsQuery(q: string): string | null {
  const words = q.match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  return words.map((w) => `"${w}"*`).join(' ');
}
