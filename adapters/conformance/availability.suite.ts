import { describe, expect, it } from 'vitest';
import type { StockAvailability } from '../../shared/contract/offer.ts';
import { actorOf, ctx, failureCode, type ConformanceSubject } from './subject.ts';

/** The four parts add up to the quantity asked; a part with pieces has a promise exactly when one is expected. */
function expectParts(stock: StockAvailability | undefined, quantity: number, promised: boolean): void {
  if (!stock) throw new Error('expected an availability');
  expect(stock.quantity).toBe(quantity);
  const parts = [stock.here, stock.otherStores, stock.incoming, stock.missing];
  expect(parts.reduce((sum, part) => sum + part.quantity, 0)).toBe(quantity);
  for (const part of parts) expect(part.promise !== null).toBe(promised && part.quantity > 0);
  expect(stock.inStock).toBeGreaterThanOrEqual(stock.here.quantity + stock.otherStores.quantity);
  expect(stock.incoming.expectedOn !== null).toBe(stock.incoming.quantity > 0);
}

/**
 * What every implementation of the availability port must do. Clock-agnostic: the implementation's own "now"
 * decides the promises, so only their shape and order are checked, never a time.
 */
export function availabilitySuite(subject: () => ConformanceSubject): void {
  describe('availability', () => {
    const actorFor = async (who: { username: string; password: string }) =>
      actorOf(await subject().ports.accounts.login({ username: who.username, password: who.password }, ctx(null)));

    it('splits the quantity asked into parts that add up, each with its promise for a customer', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const items = [
        { productId: fixture.product.id, quantity: fixture.product.minQty },
        { productId: fixture.product.id, quantity: 99_999 },
      ];
      const [small, large] = await ports.availability.availability({ items }, ctx(actor));
      expectParts(small, fixture.product.minQty, true);
      expectParts(large, 99_999, true);
      expect(large && large.incoming.quantity + large.missing.quantity).toBeGreaterThan(0);
    });

    it('splits it for a visitor too, promising nothing', async () => {
      const { ports, fixture } = subject();
      const [stock] = await ports.availability.availability({ items: [{ productId: fixture.product.id, quantity: 99_999 }] }, ctx(null));
      expectParts(stock, 99_999, false);
    });

    it('answers in the order asked and leaves unknown ids out', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const ids = [fixture.packedProduct.id, fixture.missingProductId, fixture.product.id];
      const items = ids.map((productId) => ({ productId, quantity: fixture.packedProduct.packQty }));
      const expected = [fixture.packedProduct.id, fixture.product.id];
      expect((await ports.availability.availability({ items }, ctx(actor))).map((s) => s.productId)).toEqual(expected);
      expect((await ports.availability.availability({ items }, ctx(null))).map((s) => s.productId)).toEqual(expected);
      expect((await ports.availability.deliveryPromises({ items }, ctx(actor))).map((s) => s.productId)).toEqual(expected);
    });

    it('promises each line to a customer, an urgent one never later', async () => {
      const { ports, fixture } = subject();
      for (const who of [fixture.customer, fixture.otherCustomer]) {
        const base = { productId: fixture.product.id, quantity: fixture.product.minQty };
        const lines = await ports.availability.deliveryPromises({ items: [base, { ...base, urgent: true }] }, ctx(await actorFor(who)));
        expect(lines.map((l) => [l.productId, l.quantity, l.urgent])).toEqual([
          [base.productId, base.quantity, false],
          [base.productId, base.quantity, true],
        ]);
        const [normal, urgent] = lines.map((l) => Date.parse(l.arrivesBy));
        expect(urgent).toBeLessThanOrEqual(normal as number);
      }
    });

    it('refuses visitors a delivery promise, and an address that is not the customer’s', async () => {
      const { ports, fixture } = subject();
      const items = [{ productId: fixture.product.id, quantity: fixture.product.minQty }];
      expect(await failureCode(ports.availability.deliveryPromises({ items }, ctx(null)))).toBe('forbidden');
      const actor = await actorFor(fixture.customer);
      expect(await failureCode(ports.availability.deliveryPromises({ items, addressId: 2_147_483_647 }, ctx(actor)))).toBe('not_found');
    });
  });
}
