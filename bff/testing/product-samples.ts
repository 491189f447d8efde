import type { FastifyInstance } from 'fastify';
import type { RelationKind } from '../../shared/contract/catalogue.ts';
import { TEST_SEED_PRODUCTS } from './test-app.ts';

/**
 * Products of the demo data that show each part of the product page, found through the ports themselves (so the
 * tests follow whatever the generator makes): one with related products of a kind, an exchange part with its core
 * deposit, an article with gifts, a snow chain with tyre sizes, one with pictures.
 */
export interface ProductSamples {
  /** A product with at least one related product of every kind it names. */
  withRelation: Partial<Record<RelationKind, number>>;
  /** A product with no related products of the kind. */
  withoutRelation: Partial<Record<RelationKind, number>>;
  exchangePart: { id: number; depositId: number } | null;
  withGifts: { id: number; code: string } | null;
  snowChain: { id: number; code: string } | null;
  withImages: number | null;
  anyProduct: number;
}

const ctx = { requestId: 'product-samples', actor: null };

export async function findProductSamples(app: FastifyInstance): Promise<ProductSamples> {
  const catalogue = app.ports.catalogue;
  const ids = Array.from({ length: TEST_SEED_PRODUCTS }, (_, i) => i + 1);
  const withRelation: ProductSamples['withRelation'] = {};
  const withoutRelation: ProductSamples['withoutRelation'] = {};
  for (let start = 0; start < ids.length; start += 100) {
    for (const counts of await catalogue.relationCounts({ ids: ids.slice(start, start + 100) }, ctx)) {
      const { productId, ...byKind } = counts;
      for (const [kind, count] of Object.entries(byKind) as Array<[RelationKind, number]>) {
        if (count > 0) withRelation[kind] ??= productId;
        else withoutRelation[kind] ??= productId;
      }
    }
  }
  const anyProduct = (await catalogue.productById({ id: 1 }, ctx)).id;

  let exchangePart: ProductSamples['exchangePart'] = null;
  for (const q of ['alternatore', 'motorino avviamento', 'pinza freno']) {
    const { rows } = await catalogue.search({ q, pageSize: 100 }, ctx);
    for (const row of rows) {
      const deposit = await catalogue.coreDeposit({ id: row.id }, ctx);
      if (deposit) {
        exchangePart = { id: row.id, depositId: deposit.id };
        break;
      }
    }
    if (exchangePart) break;
  }

  let snowChain: ProductSamples['snowChain'] = null;
  const chains = await catalogue.search({ q: 'catene', pageSize: 100 }, ctx);
  for (const row of chains.rows) {
    if ((await catalogue.tyreSizes({ code: row.code }, ctx)).length > 0) {
      snowChain = { id: row.id, code: row.code };
      break;
    }
  }

  let withGifts: ProductSamples['withGifts'] = null;
  let withImages: number | null = null;
  for (const id of ids) {
    if (withGifts && withImages) break;
    const product = await catalogue.productById({ id }, ctx);
    if (!withGifts && (await catalogue.gifts({ code: product.code }, ctx)).length > 0) withGifts = { id, code: product.code };
    if (!withImages && (await catalogue.images({ id }, ctx)).length > 0) withImages = id;
  }
  return { withRelation, withoutRelation, exchangePart, withGifts, snowChain, withImages, anyProduct };
}
