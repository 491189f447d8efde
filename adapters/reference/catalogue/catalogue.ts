import { customerNetCentsSql } from '../pricing/customer-net-price.ts';
import type { z } from 'zod';
import type { SearchResult } from '../../../shared/contract/catalogue.ts';
import { normaliseCode } from '../../../shared/codes.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { cataloguePort, Product, Promo } from '../../ports/catalogue.ts';
import type { CataloguePort } from '../../ports/index.ts';
import type { Ctx } from '../../ports/op.ts';
import { PortError } from '../../ports/port-error.ts';
import { CodeRows } from './code-row.ts';
import { FacetCounter } from './facets.ts';
import { ItemLoader } from './items.ts';
import { HitOrder } from './order.ts';
import { HitFinder, NO_FILTERS } from './search.ts';
import { Vocabulary } from './vocabulary.ts';
import { DEFAULT_WORD_SCAN, type WordScanOptions } from './word-scan.ts';

type Input<K extends keyof typeof cataloguePort> = z.output<(typeof cataloguePort)[K]['input']>;

export interface ReferenceCatalogueOptions {
  /** Most hits a search ranks and counts; beyond it the total is capped ("più di 1.000"). */
  countCap?: number;
  /** Time budget and first window of the words part (tests shrink them). */
  wordScan?: Partial<WordScanOptions>;
}

export const DEFAULT_COUNT_CAP = 1000;

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

/**
 * The catalogue over the reference database. A search costs the same at a thousand products as at a million:
 * every part of it stops at the count cap, filters and facets read narrow indexes, and a page loads in a handful
 * of batched queries.
 */
export class ReferenceCatalogue implements CataloguePort {
  private readonly loader: ItemLoader;
  private readonly hits: HitFinder;
  private readonly facets: FacetCounter;
  private readonly order: HitOrder;
  private readonly codeRows: CodeRows;
  private readonly sql: {
    byCode: Statement<[string], number>;
    promotions: Statement<[{ customerId: number | null }], PromotionRow>;
  };

  constructor(deps: { db: Database }, options: ReferenceCatalogueOptions = {}) {
    const { db } = deps;
    this.loader = new ItemLoader(db);
    this.hits = new HitFinder(db, new Vocabulary(db), {
      countCap: options.countCap ?? DEFAULT_COUNT_CAP,
      wordScan: { ...DEFAULT_WORD_SCAN, ...options.wordScan },
    });
    this.facets = new FacetCounter(db);
    this.order = new HitOrder(db);
    this.codeRows = new CodeRows(db);
    this.sql = {
      byCode: db.prepare<[string], number>(
        'SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.code_norm = ? ORDER BY b.name, p.id',
      ),
      promotions: db.prepare<
        [{ customerId: number | null }],
        PromotionRow
      >(`SELECT pr.id, pr.title, pr.subtitle, p.id AS productId, b.name AS brand, p.code,
        p.description, ${customerNetCentsSql('p', '@customerId')} AS netCents, p.list_cents AS listCents
        FROM promotions pr JOIN products p ON p.id = pr.product_id JOIN brands b ON b.id = p.brand_id ORDER BY pr.sort, pr.id`),
    };
    this.sql.byCode.pluck();
  }

  async productById(input: Input<'productById'>, ctx: Ctx): Promise<Product> {
    const [product] = this.loader.products([input.id], ctx.actor?.customerId ?? null);
    if (!product) throw new PortError('not_found', 'Articolo non trovato.');
    return product;
  }

  async productsByCode(input: Input<'productsByCode'>, ctx: Ctx): Promise<Product[]> {
    const code = normaliseCode(input.code);
    if (code === '') return [];
    return this.loader.products(this.sql.byCode.all(code), ctx.actor?.customerId ?? null);
  }

  async search(input: Input<'search'>, ctx: Ctx): Promise<SearchResult> {
    const { ids, capped } = this.hits.find(input.q, input.filters);
    const sort = capped ? 'relevance' : input.sort;
    const ordered = sort === 'relevance' ? ids : this.order.sort(ids, sort, ctx.actor);
    const offset = (input.page - 1) * input.pageSize;
    return {
      rows: this.loader.items(ordered.slice(offset, offset + input.pageSize)),
      total: ids.length,
      capped,
      facets: this.facets.count(ids, !capped),
      sort,
    };
  }

  async count(input: Input<'count'>, _ctx: Ctx): Promise<{ total: number; capped: boolean }> {
    const { ids, capped } = this.hits.find(input.q, NO_FILTERS);
    return { total: ids.length, capped };
  }

  async codeRow(input: Input<'codeRow'>, _ctx: Ctx): Promise<SearchResult['rows']> {
    return this.loader.items(this.codeRows.find(input));
  }

  async promotions(_input: Input<'promotions'>, ctx: Ctx): Promise<Promo[]> {
    return this.sql.promotions.all({ customerId: ctx.actor?.customerId ?? null }).map((r) => ({
      id: r.id,
      title: r.title,
      subtitle: r.subtitle,
      product: { id: r.productId, brand: r.brand, code: r.code, description: r.description, netCents: r.netCents, listCents: r.listCents },
    }));
  }
}
