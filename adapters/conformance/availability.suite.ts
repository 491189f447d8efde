import { describe, expect, it } from 'vitest';
import type { StockAvailability } from '../../shared/contract/offer.ts';
import { ctx, failureCode, loggedInActor, type ConformanceSubject } from './subject.ts';

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
    const actorFor = (who: { username: string; password: string }) => loggedInActor(subject(), who);

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

    it('lists the stock of every warehouse, the one serving the customer first, as the product says', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const stores = await ports.availability.stores({ productId: fixture.product.id }, ctx(actor));
      expect(stores[0]?.isMain).toBe(true);
      expect(stores.filter((s) => s.isMain)).toHaveLength(1);
      const product = await ports.catalogue.productById({ id: fixture.product.id }, ctx(actor));
      const byCode = (list: Array<{ warehouseCode: string; quantity: number }>) =>
        list.map((s) => [s.warehouseCode, s.quantity]).sort(([a], [b]) => String(a).localeCompare(String(b)));
      expect(byCode(stores)).toEqual(byCode(product.stock));
    });

    it('lists the customer’s own movements of a product, newest first', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const mine = await ports.availability.movements({ productId: fixture.movedProductId }, ctx(actor));
      expect(mine.length).toBeGreaterThan(0);
      const dates = mine.map((m) => m.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const movement of mine) expect(movement.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const theirs = await ports.availability.movements({ productId: fixture.movedProductId }, ctx(await actorFor(fixture.otherCustomer)));
      const documents = new Set(mine.map((m) => m.document));
      expect(theirs.filter((m) => documents.has(m.document))).toEqual([]);
    });

    it('refuses visitors stock per warehouse and movements, and names an unknown product', async () => {
      const { ports, fixture } = subject();
      const productId = fixture.product.id;
      expect(await failureCode(ports.availability.stores({ productId }, ctx(null)))).toBe('forbidden');
      expect(await failureCode(ports.availability.movements({ productId }, ctx(null)))).toBe('forbidden');
      const actor = await actorFor(fixture.customer);
      const missing = { productId: fixture.missingProductId };
      expect(await failureCode(ports.availability.stores(missing, ctx(actor)))).toBe('not_found');
      expect(await failureCode(ports.availability.movements(missing, ctx(actor)))).toBe('not_found');
    });

    it('promises a visitor delivery in Italy, and refuses a visitor an address and a customer one not theirs', async () => {
      const { ports, fixture } = subject();
      const items = [{ productId: fixture.product.id, quantity: fixture.product.minQty }];
      const [visitor] = await ports.availability.deliveryPromises({ items }, ctx(null));
      expect(visitor).toMatchObject({ productId: fixture.product.id, quantity: fixture.product.minQty, urgent: false });
      expect(await failureCode(ports.availability.deliveryPromises({ items, addressId: 1 }, ctx(null)))).toBe('forbidden');
      const actor = await actorFor(fixture.customer);
      expect(await failureCode(ports.availability.deliveryPromises({ items, addressId: 2_147_483_647 }, ctx(actor)))).toBe('not_found');
    });
  });
}
