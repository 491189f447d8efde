import { customerNetCentsSql } from '../pricing/customer-net-price.ts';
import type { z } from 'zod';
import { systemClock, type Clock } from '../../../shared/clock.ts';
import type { CatalogueItem, RelationCounts, SearchResult } from '../../../shared/contract/catalogue.ts';
import type { Gift, ProductImage } from '../../../shared/contract/product.ts';
import { normaliseCode } from '../../../shared/codes.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { cataloguePort, Product, Promo } from '../../ports/catalogue.ts';
import type { CataloguePort } from '../../ports/index.ts';
import type { Ctx } from '../../ports/op.ts';
import { fail } from '../../ports/reasons.ts';
import { CodeRows } from './code-row.ts';
import { demoImagesOf } from './demo-images.ts';
import { FacetCounter } from './facets.ts';
import { ItemLoader } from './items.ts';
import { HitOrder } from './order.ts';
import { ProductExtras } from './product-extras.ts';
import { ProductRelations } from './relations.ts';
import { HitFinder, NO_FILTERS } from './search.ts';
import { SearchInWorker } from './search-in-worker.ts';
import { Vocabulary } from './vocabulary.ts';
import { DEFAULT_WORD_SCAN, type WordScanOptions } from './word-scan.ts';

type Input<K extends keyof typeof cataloguePort> = z.output<(typeof cataloguePort)[K]['input']>;

export interface ReferenceCatalogueOptions {
  /** Most hits a search ranks and counts; beyond it the total is capped ("più di 1.000"). */
  countCap?: number;
  /** Time budget and first window of the words part (tests shrink them). */
  wordScan?: Partial<WordScanOptions>;
  /** Searches in a worker thread over a read-only connection to the same file (see SearchInWorker). */
  searchWorker?: boolean;
}

/** A worker failing this many times in a row is given up: searches stay in-process until a restart. */
const WORKER_FAILURES = 3;

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
  private readonly related: ProductRelations;
  private readonly extras: ProductExtras;
  private readonly groupCodes: Map<number, string>;
  private worker: SearchInWorker | null = null;
  private workerFailures = 0;
  /** Searches the worker answered (the rest ran in-process). */
  workerSearches = 0;
  private readonly logger: { info(obj: object, msg?: string): void } | undefined;
  private readonly sql: {
    byCode: Statement<[string], number>;
    exists: Statement<[number], number>;
    existing: Statement<[string], number>;
    promotions: Statement<[{ customerId: number | null }], PromotionRow>;
  };

  constructor(
    deps: { db: Database; clock?: Clock; logger?: { info(obj: object, msg?: string): void } },
    options: ReferenceCatalogueOptions = {},
  ) {
    const { db } = deps;
    this.logger = deps.logger;
    const countCap = options.countCap ?? DEFAULT_COUNT_CAP;
    if (options.searchWorker && !db.memory) {
      this.worker = new SearchInWorker({ file: db.name, countCap });
      this.worker.warm();
    }
    this.related = new ProductRelations(db);
    this.extras = new ProductExtras(db, deps.clock ?? systemClock);
    this.groupCodes = new Map(
      db
        .prepare<[], { id: number; code: string }>('SELECT id, code FROM product_groups')
        .all()
        .map((g) => [g.id, g.code]),
    );
    this.loader = new ItemLoader(db);
    this.hits = new HitFinder(db, new Vocabulary(db), {
      countCap,
      wordScan: { ...DEFAULT_WORD_SCAN, ...options.wordScan },
    });
    this.facets = new FacetCounter(db);
    this.order = new HitOrder(db);
    this.codeRows = new CodeRows(db);
    this.sql = {
      byCode: db.prepare<[string], number>(
        'SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.code_norm = ? ORDER BY b.name, p.id',
      ),
      exists: db.prepare<[number], number>('SELECT id FROM products WHERE id = ?'),
      existing: db.prepare<[string], number>('SELECT id FROM products WHERE id IN (SELECT value FROM json_each(?))'),
      promotions: db.prepare<
        [{ customerId: number | null }],
        PromotionRow
      >(`SELECT pr.id, pr.title, pr.subtitle, p.id AS productId, b.name AS brand, p.code,
        p.description, ${customerNetCentsSql('p', '@customerId')} AS netCents, p.list_cents AS listCents
        FROM promotions pr JOIN products p ON p.id = pr.product_id JOIN brands b ON b.id = p.brand_id ORDER BY pr.sort, pr.id`),
    };
    this.sql.byCode.pluck();
    this.sql.exists.pluck();
    this.sql.existing.pluck();
  }

  async productById(input: Input<'productById'>, ctx: Ctx): Promise<Product> {
    const [product] = this.loader.products([input.id], ctx.actor?.customerId ?? null);
    if (!product) throw fail('product-not-found');
    return product;
  }

  async productsByIds(input: Input<'productsByIds'>): Promise<CatalogueItem[]> {
    return this.loader.items([...new Set(input.ids)]);
  }

  async productsByCode(input: Input<'productsByCode'>, ctx: Ctx): Promise<Product[]> {
    const code = normaliseCode(input.code);
    if (code === '') return [];
    return this.loader.products(this.sql.byCode.all(code), ctx.actor?.customerId ?? null);
  }

  async search(input: Input<'search'>, ctx: Ctx): Promise<SearchResult> {
    if (this.worker) {
      try {
        const result = await this.worker.search(input, ctx);
        this.workerFailures = 0;
        this.workerSearches++;
        return result;
      } catch (error) {
        if (++this.workerFailures >= WORKER_FAILURES) void this.stopWorker();
        const reason = error instanceof Error ? error.message.split('\n', 1)[0] : String(error);
        this.logger?.info({ err: reason, failures: this.workerFailures }, 'search worker failed: searched in-process');
      }
    }
    return this.searchHere(input, ctx);
  }

  /** Ends the search worker, if any (the adapter's close). */
  async stopWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.close();
  }

  private searchHere(input: Input<'search'>, ctx: Ctx): SearchResult {
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

  async relations(input: Input<'relations'>, _ctx: Ctx): Promise<CatalogueItem[]> {
    this.known(input.id);
    return this.loader.items(this.related.ids(input.id, input.kind));
  }

  async relationCounts(input: Input<'relationCounts'>, _ctx: Ctx): Promise<Array<RelationCounts & { productId: number }>> {
    const known = new Set(this.sql.existing.all(JSON.stringify(input.ids)));
    const counts = this.related.counts(input.ids.filter((id) => known.has(id)));
    return input.ids.flatMap((productId) => {
      const of = counts.get(productId);
      return of ? [{ productId, ...of }] : [];
    });
  }

  async images(input: Input<'images'>, _ctx: Ctx): Promise<ProductImage[]> {
    const [item] = this.loader.items([input.id]);
    if (!item) throw fail('product-not-found');
    return demoImagesOf(item, this.groupCodes.get(item.group.id) ?? 'VAR');
  }

  async coreDeposit(input: Input<'coreDeposit'>, _ctx: Ctx): Promise<CatalogueItem | null> {
    this.known(input.id);
    const depositId = this.extras.depositOf(input.id);
    return (depositId === undefined ? undefined : this.loader.items([depositId])[0]) ?? null;
  }

  async gifts(input: Input<'gifts'>, _ctx: Ctx): Promise<Gift[]> {
    return this.extras.gifts(input.code);
  }

  async tyreSizes(input: Input<'tyreSizes'>, _ctx: Ctx): Promise<string[]> {
    return this.extras.tyreSizes(input.code);
  }

  /** Throws `not_found` unless a product has this id. */
  private known(id: number): void {
    if (this.sql.exists.get(id) === undefined) throw fail('product-not-found');
  }
}
