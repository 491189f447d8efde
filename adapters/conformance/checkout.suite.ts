import { describe, expect, it } from 'vitest';
import type { FulfilmentOption } from '../../shared/contract/checkout.ts';
import { cartWithOneLine, discardCart, oneOrderAddress } from './checkout-helpers.ts';
import { ctx, failureCode, loggedInActor, type ConformanceSubject } from './subject.ts';

/** Cheapest first, none below zero. */
function expectCheapestFirst(options: FulfilmentOption[]): void {
  expect(options.length).toBeGreaterThan(0);
  for (const option of options) expect(option.priceCents).toBeGreaterThanOrEqual(0);
  const prices = options.map((option) => option.priceCents);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(new Set(options.map((option) => option.id)).size).toBe(options.length);
}

/** What every implementation of the checkout port must do. */
export function checkoutSuite(subject: () => ConformanceSubject): void {
  describe('checkout', () => {
    const actorFor = (who: { username: string; password: string }) => loggedInActor(subject(), who);

    it('offers the own vans in the own delivery area and couriers elsewhere in Italy and abroad, cheapest first', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const optionsTo = async (stateProvinceRegion: string, isoCountryAlpha2: string) => {
        const options = await ports.checkout.fulfilmentOptions({ stateProvinceRegion, isoCountryAlpha2 }, ctx(actor));
        expectCheapestFirst(options);
        return new Set(options.map((option) => option.kind));
      };
      expect(await optionsTo('TV', 'IT')).toContain('van');
      const milan = await optionsTo('MI', 'IT');
      expect(milan).toContain('courier');
      expect(milan).not.toContain('van');
      expect(await optionsTo('Bayern', 'DE')).not.toContain('van');
    });

    it('promises the delivery of a cart with lines for every option, a saved address as its place', async () => {
      const s = subject();
      const { ports, fixture } = s;
      const actor = await actorFor(fixture.customer);
      const cart = await cartWithOneLine(s, actor);
      const address = await ports.addresses.add({ address: oneOrderAddress() }, ctx(actor));
      const saved = await ports.checkout.fulfilmentOptions({ addressId: address.id, cartId: cart.cartId }, ctx(actor));
      expectCheapestFirst(saved);
      for (const option of saved) expect(option.delivery).not.toBeNull();
      const place = await ports.checkout.fulfilmentOptions(
        { stateProvinceRegion: address.stateProvinceRegion, isoCountryAlpha2: address.isoCountryAlpha2, cartId: cart.cartId },
        ctx(actor),
      );
      // The promises move with the clock: the same options at the same prices, whenever asked.
      const offer = (options: FulfilmentOption[]) => options.map(({ id, kind, priceCents }) => ({ id, kind, priceCents }));
      expect(offer(place)).toEqual(offer(saved));
      await discardCart(s, actor, cart.cartId);
    });

    it('refuses an Italian place without a province of the list', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      for (const stateProvinceRegion of ['XX', '', 'Treviso']) {
        const options = ports.checkout.fulfilmentOptions({ stateProvinceRegion, isoCountryAlpha2: 'IT' }, ctx(actor));
        expect(await failureCode(options)).toBe('invalid');
      }
    });

    it("answers not_found for another customer's address and refuses visitors", async () => {
      const { ports, fixture } = subject();
      const mine = await actorFor(fixture.customer);
      const other = await actorFor(fixture.otherCustomer);
      const theirs = await ports.addresses.add({ address: oneOrderAddress() }, ctx(other));
      expect(await failureCode(ports.checkout.fulfilmentOptions({ addressId: theirs.id }, ctx(mine)))).toBe('not_found');
      expect((await ports.checkout.fulfilmentOptions({ addressId: theirs.id }, ctx(other))).length).toBeGreaterThan(0);
      const place = { stateProvinceRegion: 'TV', isoCountryAlpha2: 'IT' };
      expect(await failureCode(ports.checkout.fulfilmentOptions(place, ctx(null)))).toBe('forbidden');
      expect(await failureCode(ports.checkout.fulfilmentOptions({ addressId: theirs.id }, ctx(null)))).toBe('forbidden');
      expect(await failureCode(ports.checkout.paymentTerms({}, ctx(null)))).toBe('forbidden');
    });

    it("answers the customer's agreed payment terms, or null", async () => {
      const { ports, fixture } = subject();
      for (const who of [fixture.customer, fixture.otherCustomer]) {
        const actor = await actorFor(who);
        const terms = await ports.checkout.paymentTerms({}, ctx(actor));
        if (terms !== null) {
          expect(terms.code).not.toBe('');
          expect(terms.label).not.toBe('');
        }
        expect(await ports.checkout.paymentTerms({}, ctx(actor))).toEqual(terms);
      }
    });
  });
}
