import { describe, expect, it } from 'vitest';
import { ctx, failureCode, loggedInActor, type ConformanceSubject } from './subject.ts';

/** What every implementation of the pricing port must do. */
export function pricingSuite(subject: () => ConformanceSubject): void {
  describe('pricing', () => {
    const actorFor = (who: { username: string; password: string }) => loggedInActor(subject(), who);

    it('refuses visitors', async () => {
      const { ports, fixture } = subject();
      expect(await failureCode(ports.pricing.prices({ productIds: [fixture.product.id] }, ctx(null)))).toBe('forbidden');
    });

    it('prices per customer: two customers whose conditions differ get different net prices', async () => {
      const { ports, fixture } = subject();
      const productIds = [fixture.differentlyPricedProductId];
      const [mine] = await ports.pricing.prices({ productIds }, ctx(await actorFor(fixture.customer)));
      const [theirs] = await ports.pricing.prices({ productIds }, ctx(await actorFor(fixture.otherCustomer)));
      expect(mine?.productId).toBe(fixture.differentlyPricedProductId);
      expect(theirs?.productId).toBe(fixture.differentlyPricedProductId);
      expect(mine?.netCents).not.toBe(theirs?.netCents);
      expect(mine?.listCents).toBe(theirs?.listCents);
    });

    it('never prices an urgent line below the net price', async () => {
      const { ports, fixture } = subject();
      const productIds = [fixture.product.id, fixture.packedProduct.id, fixture.differentlyPricedProductId];
      for (const who of [fixture.customer, fixture.otherCustomer]) {
        const quotes = await ports.pricing.prices({ productIds }, ctx(await actorFor(who)));
        expect(quotes).toHaveLength(productIds.length);
        for (const quote of quotes) expect(quote.urgentNetCents).toBeGreaterThanOrEqual(quote.netCents);
      }
    });

    it('answers in the order asked and leaves unknown ids out', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const productIds = [fixture.packedProduct.id, fixture.missingProductId, fixture.product.id];
      const quotes = await ports.pricing.prices({ productIds }, ctx(actor));
      expect(quotes.map((q) => q.productId)).toEqual([fixture.packedProduct.id, fixture.product.id]);
      expect(await ports.pricing.prices({ productIds: [fixture.missingProductId] }, ctx(actor))).toEqual([]);
    });
  });
}
