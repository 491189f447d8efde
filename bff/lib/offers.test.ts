import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Actor, Ctx } from '../../adapters/ports/op.ts';
import { fixedClock } from '../../shared/clock.ts';
import type { LinePromise, PriceQuote, StockAvailability } from '../../shared/contract/offer.ts';
import { offersFor } from './offers.ts';

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

/** An app whose ports record their calls and answer for every id but 404. */
function appWithPorts() {
  const calls: Array<{ op: string; input: unknown; actor: Actor | null }> = [];
  const record = (op: string, input: unknown, ctx: Ctx) => calls.push({ op, input, actor: ctx.actor });
  const app = {
    clock: fixedClock('2026-11-25T14:00:00+01:00'),
    ports: {
      pricing: {
        prices: async (input: { productIds: number[] }, ctx: Ctx): Promise<PriceQuote[]> => {
          record('prices', input, ctx);
          return input.productIds
            .filter((id) => id !== 404)
            .map((productId) => ({ productId, listCents: 1000, netCents: 800, urgentNetCents: 880 }));
        },
      },
      availability: {
        availability: async (input: { items: Array<{ productId: number; quantity: number }> }, ctx: Ctx) => {
          record('availability', input, ctx);
          return input.items.filter((i) => i.productId !== 404).map((i) => stockOf(i.productId, i.quantity));
        },
        deliveryPromises: async (input: { items: Array<{ productId: number; quantity: number; urgent: boolean }> }, ctx: Ctx) => {
          record('deliveryPromises', input, ctx);
          return input.items.filter((i) => i.productId !== 404).map((i): LinePromise => ({ ...i, ...promise }));
        },
      },
    },
  };
  return { app: app as unknown as FastifyInstance, calls };
}
const requestOf = (actor: Actor | null) =>
  ({ session: { actor }, portCtx: (): Ctx => ({ requestId: 'offers-test', actor }) }) as unknown as FastifyRequest;

describe('offersFor', () => {
  const items = [
    { productId: 1, quantity: 2 },
    { productId: 404, quantity: 1 },
    { productId: 3, quantity: 1 },
  ];

  it('asks each port once for the whole page and builds every known row’s offer', async () => {
    const { app, calls } = appWithPorts();
    const customer = { userId: 1, customerId: 1 };
    const offers = await offersFor(app, requestOf(customer), items);
    expect(calls.map((c) => c.op).sort()).toEqual(['availability', 'deliveryPromises', 'prices']);
    expect(calls.find((c) => c.op === 'prices')?.input).toEqual({ productIds: [1, 404, 3] });
    expect(calls.find((c) => c.op === 'deliveryPromises')?.input).toEqual({ items: items.map((i) => ({ ...i, urgent: false })) });
    expect([...offers.keys()]).toEqual([1, 3]);
    expect(offers.get(1)).toEqual({
      prices: { listCents: 1000, netCents: 800, urgentNetCents: 880 },
      availability: expect.objectContaining({
        qtaImm: 2,
        pluralQtaImm: true,
        message: 'Disponibile: 2 pezzi a Treviso, consegna oggi, giro delle 15:30',
      }),
      delivery: { ...promise, text: 'oggi, giro delle 15:30' },
    });
  });

  it('asks only for availability for a visitor: no prices, no delivery', async () => {
    const { app, calls } = appWithPorts();
    const offers = await offersFor(app, requestOf(null), items);
    expect(calls.map((c) => c.op)).toEqual(['availability']);
    expect(offers.get(3)).toMatchObject({ prices: null, delivery: null, availability: { qtaImm: 1, pluralQtaImm: false } });
  });

  it('asks nothing for an empty page', async () => {
    const { app, calls } = appWithPorts();
    expect((await offersFor(app, requestOf(null), [])).size).toBe(0);
    expect(calls).toEqual([]);
  });
});
