import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Actor, Ctx } from '../../adapters/ports/op.ts';
import { fixedClock } from '../../shared/clock.ts';
import type { CatalogueItem } from '../../shared/contract/catalogue.ts';
import type { LinePromise, PriceQuote, StockAvailability } from '../../shared/contract/offer.ts';
import { configuratorRows } from './configurator-rows.ts';

const TV = { code: 'TV', name: 'Treviso' };
const promise = { arrivesBy: '2026-11-25T18:00:00+01:00', method: 'van' as const, run: '15:30', from: TV };
const stockOf = (productId: number, quantity: number): StockAvailability => ({
  productId,
  quantity,
  here: { warehouse: TV, quantity, promise },
  otherStores: { quantity: 0, warehouses: [], promise: null },
  incoming: { quantity: 0, expectedOn: null, promise: null },
  missing: { quantity: 0, promise: null },
  inStock: 10,
});
const item = (id: number): CatalogueItem => ({
  id,
  brandId: 1,
  brand: 'Michelin',
  code: `T${id}`,
  description: 'Pneumatico',
  priceListCode: 'MIC',
  group: { id: 1, name: 'Pneumatici' },
  packQty: 1,
  minQty: 1,
});

/** Ports whose pricing fails for any call naming product 2 (the ERP cannot price it), recording the calls. */
function appPricingFailsFor(failing: number) {
  const priceCalls: number[][] = [];
  const app = {
    clock: fixedClock('2026-11-25T14:00:00+01:00'),
    // The shop in Italian: catalogue texts are shown as the ERP wrote them.
    config: { LANGUAGE_SWITCH: 'S', TRANSLATION: 'S', TRANSLATION_KEY: undefined },
    ports: {
      pricing: {
        prices: async ({ productIds }: { productIds: number[] }): Promise<PriceQuote[]> => {
          priceCalls.push(productIds);
          if (productIds.includes(failing)) throw new Error('listino non raggiungibile');
          return productIds.map((productId) => ({ productId, listCents: 1000, netCents: 800, urgentNetCents: 880 }));
        },
      },
      availability: {
        availability: async ({ items }: { items: Array<{ productId: number; quantity: number }> }) =>
          items.map((i) => stockOf(i.productId, i.quantity)),
        deliveryPromises: async ({ items }: { items: Array<{ productId: number; quantity: number; urgent: boolean }> }) =>
          items.map((i): LinePromise => ({ ...i, ...promise })),
      },
      catalogue: { relationCounts: async () => [] },
    },
  };
  return { app: app as unknown as FastifyInstance, priceCalls };
}
const requestOf = (actor: Actor | null) =>
  ({
    session: { actor },
    shopLanguage: 'it',
    log: { warn: () => undefined },
    portCtx: (): Ctx => ({ requestId: 'rows-test', actor }),
  }) as unknown as FastifyRequest;
const customer = { userId: 1, customerId: 1 };
const results = { rows: [1, 2, 3].map(item), total: 3 };
const paging = { page: 1, pageSize: 24 };

describe('configuratorRows', () => {
  it('keeps a tyre whose price fails, marked priceUnavailable, and prices the others one by one', async () => {
    const { app, priceCalls } = appPricingFailsFor(2);
    const reply = await configuratorRows(app, requestOf(customer), { key: 'tyres' }, results, paging);
    expect(reply.rows.map((row) => [row.id, row.offer.prices?.netCents ?? null, row.priceUnavailable ?? false])).toEqual([
      [1, 800, false],
      [2, null, true],
      [3, 800, false],
    ]);
    expect(priceCalls).toEqual([[1, 2, 3], [1], [2], [3]]);
    expect(reply).toMatchObject({ total: 3, page: 1, pageSize: 24 });
  });

  it('asks once when the page’s prices come, and marks nothing for a visitor (who sees no prices anyway)', async () => {
    const { app, priceCalls } = appPricingFailsFor(99);
    const priced = await configuratorRows(app, requestOf(customer), { key: 'tyres' }, results, paging);
    expect(priceCalls).toEqual([[1, 2, 3]]);
    expect(priced.rows.every((row) => row.priceUnavailable === undefined)).toBe(true);
    const visitor = await configuratorRows(app, requestOf(null), { key: 'tyres' }, results, paging);
    expect(visitor.rows.map((row) => [row.offer.prices, row.priceUnavailable])).toEqual([
      [null, undefined],
      [null, undefined],
      [null, undefined],
    ]);
  });

  it('fails like /cerca for the other configurators: a failing price is not hidden there', async () => {
    const { app } = appPricingFailsFor(2);
    await expect(configuratorRows(app, requestOf(customer), { key: 'snowChains' }, results, paging)).rejects.toThrow('listino');
  });
});
