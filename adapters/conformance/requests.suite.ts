import { describe, expect, it } from 'vitest';
import { ctx, failure, failureCode, loggedInActor, type ConformanceSubject } from './subject.ts';

/** What every implementation of the requests port must do (SPEC §7 Requests). */
export function requestsSuite(subject: () => ConformanceSubject): void {
  describe('requests', () => {
    it('counts changed prices per brand the customer buys, delivers the net list and counts that brand 0 after', async () => {
      const tested = subject();
      const { ports, fixture } = tested;
      const customer = await loggedInActor(tested, fixture.customer);
      const before = await ports.requests.changedPrices({}, ctx(customer));
      const changed = before.find((brand) => brand.changedPrices > 0);
      expect(changed, 'a brand the customer buys with changed prices').toBeDefined();
      if (!changed) return;
      const { request, rows } = await ports.requests.requestNetPriceList({ brandCode: changed.brandCode }, ctx(customer));
      expect(request).toMatchObject({ kind: 'net-price-list', brandCode: changed.brandCode, state: 'handled' });
      expect(rows.length).toBeGreaterThanOrEqual(changed.changedPrices);
      for (const row of rows) expect(row.netCents).toBeLessThanOrEqual(row.listCents);
      const after = await ports.requests.changedPrices({}, ctx(customer));
      expect(after.find((brand) => brand.brandCode === changed.brandCode)?.changedPrices).toBe(0);
      const mine = await ports.requests.myRequests({ pageSize: 5 }, ctx(customer));
      expect(mine.rows[0]?.id).toBe(request.id);
    });

    it('refuses an unknown brand, an unknown manufacturer and a visitor', async () => {
      const tested = subject();
      const { ports, fixture } = tested;
      const customer = await loggedInActor(tested, fixture.customer);
      expect(await failure(ports.requests.requestNetPriceList({ brandCode: 'ZZ-NESSUNA' }, ctx(customer)))).toEqual({
        code: 'not_found',
        reason: 'brand-not-found',
      });
      expect(await failure(ports.requests.requestPriceList({ manufacturerId: 999_999 }, ctx(customer)))).toEqual({
        code: 'not_found',
        reason: 'brand-not-found',
      });
      expect(await failureCode(ports.requests.changedPrices({}, ctx(null)))).toBe('forbidden');
      expect(await failureCode(ports.requests.myRequests({}, ctx(null)))).toBe('forbidden');
    });

    it('stores price-list and information requests, records their mail, and lets only staff list and handle them', async () => {
      const tested = subject();
      const { ports, fixture } = tested;
      const customer = await loggedInActor(tested, fixture.customer);
      const [manufacturer] = await ports.requests.manufacturers({}, ctx(customer));
      expect(manufacturer).toBeDefined();
      if (!manufacturer) return;
      const priceList = await ports.requests.requestPriceList({ manufacturerId: manufacturer.id }, ctx(customer));
      expect(priceList).toMatchObject({ kind: 'price-list', state: 'open', brandName: manufacturer.name, mailId: null });
      const question = {
        productId: fixture.product.id,
        name: 'Mario Bianchi',
        email: 'mario@example.com',
        phone: '',
        message: 'Disponibile?',
      };
      const information = await ports.requests.requestInformation(question, ctx(customer));
      expect(information).toMatchObject({ kind: 'information', state: 'open', productCode: fixture.product.code, message: 'Disponibile?' });
      expect(await ports.requests.recordMail({ id: information.id, mailId: 7 }, ctx(customer))).toMatchObject({ mailId: 7 });
      const missing = { ...question, productId: fixture.missingProductId };
      expect(await failureCode(ports.requests.requestInformation(missing, ctx(customer)))).toBe('not_found');

      expect(await failureCode(ports.requests.allRequests({}, ctx(customer)))).toBe('forbidden');
      expect(await failureCode(ports.requests.markHandled({ id: information.id }, ctx(customer)))).toBe('forbidden');
      const other = await loggedInActor(tested, fixture.otherCustomer);
      expect(await failureCode(ports.requests.recordMail({ id: information.id, mailId: 8 }, ctx(other)))).toBe('not_found');
      const staff = await loggedInActor(tested, fixture.staff);
      const open = await ports.requests.allRequests({ state: 'open', pageSize: 100 }, ctx(staff));
      expect(open.rows.map((row) => row.id)).toEqual(expect.arrayContaining([priceList.id, information.id]));
      const handled = await ports.requests.markHandled({ id: information.id }, ctx(staff));
      expect(handled.state).toBe('handled');
      expect(handled.handledAt).not.toBeNull();
      expect(await ports.requests.markHandled({ id: information.id }, ctx(staff))).toEqual(handled);
      expect(await failureCode(ports.requests.markHandled({ id: 999_999_999 }, ctx(staff)))).toBe('not_found');
    });
  });
}
