import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countryNameOf } from '../../shared/shipping-countries.ts';
import { oneOrderAddress } from './checkout-helpers.ts';
import { ctx, failureCode, loggedInActor, type ConformanceSubject } from './subject.ts';

/** What every implementation of the addresses port must do. */
export function addressesSuite(subject: () => ConformanceSubject): void {
  describe('addresses', () => {
    const actorFor = (who: { username: string; password: string }) => loggedInActor(subject(), who);

    it('stores an Italian address with a province of the list (upper-cased) and a foreign one with free text', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const italian = oneOrderAddress({ stateProvinceRegion: 'tv' });
      const stored = await ports.addresses.add({ address: italian }, ctx(actor));
      expect(stored).toMatchObject({
        business: italian.business,
        street: italian.street,
        postalCode: italian.postalCode,
        city: italian.city,
        stateProvinceRegion: 'TV',
        isoCountryAlpha2: 'IT',
        country: countryNameOf('IT'),
        editable: true,
        saved: false,
      });
      expect(await ports.addresses.get({ addressId: stored.id }, ctx(actor))).toEqual(stored);

      const foreign = oneOrderAddress({
        street: 'Marienplatz 8',
        postalCode: '80331',
        city: 'München',
        stateProvinceRegion: 'Bayern',
        isoCountryAlpha2: 'de',
      });
      const abroad = await ports.addresses.add({ address: foreign }, ctx(actor));
      expect(abroad).toMatchObject({
        city: 'München',
        postalCode: '80331',
        stateProvinceRegion: 'Bayern',
        isoCountryAlpha2: 'DE',
        country: countryNameOf('DE'),
      });
      expect(abroad.id).not.toBe(stored.id);
      expect(await ports.addresses.get({ addressId: abroad.id }, ctx(actor))).toEqual(abroad);
    });

    it('lists an address kept for next time once, however often its add is repeated with its key; one for an order is not listed', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const once = await ports.addresses.add({ address: oneOrderAddress() }, ctx(actor));
      // Runs against an integrator's ERP too: one kept address per run, the least this promise can be checked with.
      const kept = oneOrderAddress({ business: `Magazzino Conformità ${randomUUID().slice(0, 8)}`, saved: true });
      const key = randomUUID();
      const first = await ports.addresses.add({ address: kept }, ctx(actor, { idempotencyKey: key }));
      const again = await ports.addresses.add({ address: kept }, ctx(actor, { idempotencyKey: key }));
      expect(first.saved).toBe(true);
      expect(again).toEqual(first);

      const list = (await ports.addresses.list({ pageSize: 200 }, ctx(actor))).rows;
      expect(list.filter((address) => address.id === first.id)).toEqual([first]);
      expect(list.filter((address) => address.business === kept.business)).toHaveLength(1);
      expect(list.some((address) => address.id === once.id)).toBe(false);
      expect(list.every((address) => address.saved)).toBe(true);
      // The default first, and only one.
      expect(list.filter((address) => address.default).length).toBeLessThanOrEqual(1);
      expect(list.findIndex((address) => address.default)).toBeLessThanOrEqual(0);
      expect(await ports.addresses.get({ addressId: once.id }, ctx(actor))).toEqual(once);
    });

    it('refuses an Italian address without a province of the list, storing nothing', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const before = (await ports.addresses.list({ pageSize: 200 }, ctx(actor))).rows;
      for (const stateProvinceRegion of ['XX', '', 'Treviso']) {
        const add = ports.addresses.add({ address: oneOrderAddress({ stateProvinceRegion, saved: true }) }, ctx(actor));
        expect(await failureCode(add)).toBe('invalid');
      }
      expect((await ports.addresses.list({ pageSize: 200 }, ctx(actor))).rows).toEqual(before);
    });

    it('updates an address of the customer; another customer gets not_found and nothing changes', async () => {
      const { ports, fixture } = subject();
      const mine = await actorFor(fixture.customer);
      const other = await actorFor(fixture.otherCustomer);
      const stored = await ports.addresses.add({ address: oneOrderAddress() }, ctx(mine));
      const changed = oneOrderAddress({ business: stored.business, street: 'Via Venezia, 12', postalCode: '31015', city: 'Conegliano' });
      const updated = await ports.addresses.update({ addressId: stored.id, address: changed }, ctx(mine));
      expect(updated).toMatchObject({ id: stored.id, street: 'Via Venezia, 12', postalCode: '31015', city: 'Conegliano' });
      expect(await ports.addresses.get({ addressId: stored.id }, ctx(mine))).toEqual(updated);

      const stolen = oneOrderAddress({ business: 'Rubato', street: 'Via Altrove, 2' });
      expect(await failureCode(ports.addresses.get({ addressId: stored.id }, ctx(other)))).toBe('not_found');
      expect(await failureCode(ports.addresses.update({ addressId: stored.id, address: stolen }, ctx(other)))).toBe('not_found');
      expect((await ports.addresses.list({ pageSize: 200 }, ctx(other))).rows.some((address) => address.id === stored.id)).toBe(false);
      expect(await ports.addresses.get({ addressId: stored.id }, ctx(mine))).toEqual(updated);
    });

    it('refuses to edit an address the ERP keeps in its registry (not editable)', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const registered = (await ports.addresses.list({ pageSize: 200 }, ctx(actor))).rows.find((address) => !address.editable);
      if (!registered) return; // This customer has none: nothing to try.
      const change = oneOrderAddress({ business: 'Cambiata' });
      expect(await failureCode(ports.addresses.update({ addressId: registered.id, address: change }, ctx(actor)))).toBe('invalid');
      expect(await ports.addresses.get({ addressId: registered.id }, ctx(actor))).toEqual(registered);
    });

    it('deletes an address of the customer (orders keep theirs); gone or another customer’s is not_found', async () => {
      const { ports, fixture } = subject();
      const mine = await actorFor(fixture.customer);
      const other = await actorFor(fixture.otherCustomer);
      const kept = await ports.addresses.add(
        { address: oneOrderAddress({ business: `Da eliminare ${randomUUID().slice(0, 8)}`, saved: true }) },
        ctx(mine),
      );
      expect(await failureCode(ports.addresses.remove({ addressId: kept.id }, ctx(other)))).toBe('not_found');
      expect(await ports.addresses.get({ addressId: kept.id }, ctx(mine))).toEqual(kept);
      expect(await ports.addresses.remove({ addressId: kept.id }, ctx(mine))).toEqual({ removed: true });
      expect(await failureCode(ports.addresses.get({ addressId: kept.id }, ctx(mine)))).toBe('not_found');
      expect((await ports.addresses.list({ pageSize: 200 }, ctx(mine))).rows.some((address) => address.id === kept.id)).toBe(false);
      expect(await failureCode(ports.addresses.remove({ addressId: kept.id }, ctx(mine)))).toBe('not_found');
      const registered = (await ports.addresses.list({ pageSize: 200 }, ctx(mine))).rows.find((address) => !address.editable);
      if (registered) expect(await failureCode(ports.addresses.remove({ addressId: registered.id }, ctx(mine)))).toBe('invalid');
    });

    it('lists the kept addresses a page at a time: total counts them all', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      await ports.addresses.add({ address: oneOrderAddress({ business: `Pagina ${randomUUID().slice(0, 8)}`, saved: true }) }, ctx(actor));
      await ports.addresses.add({ address: oneOrderAddress({ business: `Pagina ${randomUUID().slice(0, 8)}`, saved: true }) }, ctx(actor));
      const all = await ports.addresses.list({ pageSize: 200 }, ctx(actor));
      const first = await ports.addresses.list({ page: 1, pageSize: 1 }, ctx(actor));
      const second = await ports.addresses.list({ page: 2, pageSize: 1 }, ctx(actor));
      expect(first.total).toBe(all.total);
      expect(all.total).toBeGreaterThanOrEqual(2);
      expect([...first.rows, ...second.rows]).toEqual(all.rows.slice(0, 2));
    });

    it('refuses visitors', async () => {
      const { ports, fixture } = subject();
      const stored = await ports.addresses.add({ address: oneOrderAddress() }, ctx(await actorFor(fixture.customer)));
      expect(await failureCode(ports.addresses.list({}, ctx(null)))).toBe('forbidden');
      expect(await failureCode(ports.addresses.get({ addressId: stored.id }, ctx(null)))).toBe('forbidden');
      expect(await failureCode(ports.addresses.add({ address: oneOrderAddress() }, ctx(null)))).toBe('forbidden');
      expect(await failureCode(ports.addresses.update({ addressId: stored.id, address: oneOrderAddress() }, ctx(null)))).toBe('forbidden');
      expect(await failureCode(ports.addresses.remove({ addressId: stored.id }, ctx(null)))).toBe('forbidden');
    });
  });
}
