import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../shared/contract/checkout.ts';
import type { Actor } from '../ports/op.ts';
import { cartWithOneLine, discardCart, oneOrderAddress, vatOf } from './checkout-helpers.ts';
import { orderPaymentsSuite } from './order-payments.suite.ts';
import { actorOf, ctx, failure, failureCode, loggedInActor, type ConformanceSubject } from './subject.ts';

/** What every implementation of the orders port must do. */
export function ordersSuite(subject: () => ConformanceSubject): void {
  describe('orders', () => {
    const actorFor = (who: { username: string; password: string }) => loggedInActor(subject(), who);
    const key = () => ({ idempotencyKey: randomUUID() });

    /** How the actor's customer pays without a redirect when they can: on their agreed terms, else by card. */
    const methodOf = async (actor: Actor): Promise<PaymentMethod> =>
      (await subject().ports.checkout.paymentTerms({}, ctx(actor))) === null ? 'card' : 'terms';

    /** Everything a review page holds before the order: a new cart with one line, a new address, its cheapest option. */
    const review = async (actor: Actor, name = 'Conformità ordine') => {
      const s = subject();
      const cart = await cartWithOneLine(s, actor, name);
      const address = await s.ports.addresses.add({ address: oneOrderAddress() }, ctx(actor));
      const options = await s.ports.checkout.fulfilmentOptions({ addressId: address.id, cartId: cart.cartId }, ctx(actor));
      const [option] = options;
      if (!option) throw new Error('no fulfilment option reaches the address');
      return { cart, address, options, option };
    };

    /** A new order of the actor's customer, paid with `method`. */
    const placeOrder = async (actor: Actor, method: PaymentMethod) => {
      const { cart, address, option } = await review(actor);
      const input = { cartId: cart.cartId, expectedVersion: cart.version, addressId: address.id, fulfilmentOptionId: option.id };
      return subject().ports.orders.place({ ...input, paymentMethod: method }, ctx(actor, key()));
    };

    it('places a cart as an order once per idempotency key, with its lines, totals, address and option, and closes the cart', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const method = await methodOf(actor);
      const { cart, address, option } = await review(actor);
      const before = await ports.orders.list({ pageSize: 100 }, ctx(actor));
      const input = {
        cartId: cart.cartId,
        expectedVersion: cart.version,
        addressId: address.id,
        fulfilmentOptionId: option.id,
        paymentMethod: method,
      };
      const once = key();
      const order = await ports.orders.place(input, ctx(actor, once));

      const [line] = cart.items;
      if (!line) throw new Error('the cart has lost its line');
      expect(order.lines).toEqual([
        expect.objectContaining({
          productId: fixture.product.id,
          quantity: fixture.product.minQty,
          unitNetCents: line.unitNetCents,
          lineNetCents: line.unitNetCents * fixture.product.minQty,
        }),
      ]);
      expect(order.netCents).toBe(cart.netCents);
      expect(order.shippingCents).toBe(option.priceCents);
      expect(order.vatCents).toBe(vatOf(order.netCents + order.shippingCents));
      expect(order.grossCents).toBe(order.netCents + order.shippingCents + order.vatCents);
      const { id: _id, default: _default, editable: _editable, saved: _saved, ...shipTo } = address;
      expect(order.address).toEqual(shipTo);
      expect(order.fulfilment).toEqual({ id: option.id, kind: option.kind, label: option.label, priceCents: option.priceCents });
      expect(order).toMatchObject({ orderName: cart.orderName, paymentMethod: method, placedBy: null });
      expect(order.placedFor.userId).toBe(actor.userId);
      expect(order.number).not.toBe('');
      if (method === 'terms') expect(order).toMatchObject({ status: 'confirmed', paymentState: 'on_terms' });
      else expect(order).toMatchObject({ status: 'awaiting_payment', paymentState: 'awaiting' });

      // A double click or a retried request: the first order again, nothing placed twice.
      expect(await ports.orders.place(input, ctx(actor, once))).toEqual(order);
      const after = await ports.orders.list({ pageSize: 100 }, ctx(actor));
      expect(after.rows.filter((row) => row.id === order.id)).toHaveLength(1);
      expect(after.total).toBe(before.total + 1);
      expect(await ports.orders.get({ orderId: order.id }, ctx(actor))).toEqual(order);

      // The cart is ordered: no longer the session's, nor open, nor orderable again.
      expect((await ports.carts.current({ cartId: cart.cartId }, ctx(actor)))?.cartId).not.toBe(cart.cartId);
      expect(await failureCode(ports.carts.get({ cartId: cart.cartId }, ctx(actor)))).toBe('not_found');
      expect(await failureCode(ports.orders.place(input, ctx(actor, key())))).toBe('conflict');
      // The same key for another cart is another request: refused, and that cart stays open.
      const other = await cartWithOneLine(subject(), actor);
      const sameKeyOtherCart = ports.orders.place({ ...input, cartId: other.cartId, expectedVersion: other.version }, ctx(actor, once));
      expect(await failureCode(sameKeyOtherCart)).toBe('conflict');
      expect((await ports.orders.list({}, ctx(actor))).total).toBe(before.total + 1);
      await discardCart(subject(), actor, other.cartId);
    });

    it("refuses a stale review, an empty cart, an option that does not reach the address, another customer's address and a call without a key, placing nothing", async () => {
      const s = subject();
      const { ports, fixture } = s;
      const actor = await actorFor(fixture.customer);
      const method = await methodOf(actor);
      const { cart, address, options, option } = await review(actor);
      const before = (await ports.orders.list({}, ctx(actor))).total;
      const input = { cartId: cart.cartId, expectedVersion: cart.version, addressId: address.id, fulfilmentOptionId: option.id };
      const place = (changes: Partial<typeof input> = {}) =>
        failureCode(ports.orders.place({ ...input, ...changes, paymentMethod: method }, ctx(actor, key())));

      // The cart changed after the review page was drawn (another tab, a colleague).
      const renamed = await ports.carts.update({ cartId: cart.cartId, changes: { orderName: 'Cambiato dopo il riepilogo' } }, ctx(actor));
      expect(renamed.version).not.toBe(cart.version);
      expect(await place()).toBe('conflict');
      const current = { expectedVersion: renamed.version };

      const empty = await ports.carts.create({ orderName: 'Vuoto' }, ctx(actor));
      expect(await place({ cartId: empty.cartId, expectedVersion: empty.version })).toBe('invalid');

      const offered = new Set(options.map((candidate) => candidate.id));
      const abroad = await ports.checkout.fulfilmentOptions({ stateProvinceRegion: 'Bayern', isoCountryAlpha2: 'DE' }, ctx(actor));
      const elsewhere = abroad.map((candidate) => candidate.id).filter((id) => !offered.has(id));
      for (const fulfilmentOptionId of ['NESSUNA-OPZIONE', ...elsewhere]) {
        expect(await place({ ...current, fulfilmentOptionId })).toBe('invalid');
      }

      const stranger = await actorFor(fixture.otherCustomer);
      const theirs = await ports.addresses.add({ address: oneOrderAddress() }, ctx(stranger));
      expect(await place({ ...current, addressId: theirs.id })).toBe('not_found');

      // Without an idempotency key a retried request could order twice: refused.
      const unkeyed = { ...input, ...current, paymentMethod: method };
      expect(await failure(ports.orders.place(unkeyed, ctx(actor)))).toEqual({ code: 'invalid', reason: 'idempotency-key-missing' });

      expect((await ports.orders.list({}, ctx(actor))).total).toBe(before);
      const still = await ports.carts.get({ cartId: cart.cartId }, ctx(actor));
      expect(still.items.map((item) => [item.productId, item.quantity])).toEqual([[fixture.product.id, fixture.product.minQty]]);
      await discardCart(s, actor, cart.cartId);
      await ports.carts.remove({ cartId: empty.cartId }, ctx(actor));
    });

    it('takes payment on terms only from a customer with agreed terms', async () => {
      const s = subject();
      const { ports, fixture } = s;
      for (const who of [fixture.customer, fixture.otherCustomer]) {
        const actor = await actorFor(who);
        if ((await methodOf(actor)) === 'terms') continue;
        const { cart, address, option } = await review(actor);
        const before = (await ports.orders.list({}, ctx(actor))).total;
        const input = { cartId: cart.cartId, expectedVersion: cart.version, addressId: address.id, fulfilmentOptionId: option.id };
        expect(await failureCode(ports.orders.place({ ...input, paymentMethod: 'terms' }, ctx(actor, key())))).toBe('invalid');
        expect((await ports.orders.list({}, ctx(actor))).total).toBe(before);
        await discardCart(s, actor, cart.cartId);
      }
    });

    it('lists orders newest first, a page at a time, with their total', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const method = await methodOf(actor);
      const older = await placeOrder(actor, method);
      const newer = await placeOrder(actor, method);
      const page = await ports.orders.list({ page: 1, pageSize: 100 }, ctx(actor));
      expect(page.total).toBeGreaterThanOrEqual(2);
      expect(page.rows.slice(0, 2).map((row) => row.id)).toEqual([newer.id, older.id]);
      const times = page.rows.map((row) => Date.parse(row.placedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(page.rows[0]).toMatchObject({
        id: newer.id,
        number: newer.number,
        grossCents: newer.grossCents,
        paymentState: newer.paymentState,
        lines: 1,
      });
      const second = await ports.orders.list({ page: 2, pageSize: 1 }, ctx(actor));
      expect(second).toEqual({ rows: [page.rows[1]], total: page.total });
    });

    it('keeps each customer to their own orders: another customer gets not_found, a visitor forbidden', async () => {
      const { ports, fixture } = subject();
      const mine = await actorFor(fixture.customer);
      const order = await placeOrder(mine, 'card');
      const other = await actorFor(fixture.otherCustomer);
      expect(await failureCode(ports.orders.get({ orderId: order.id }, ctx(other)))).toBe('not_found');
      const pay = { orderId: order.id, providerRef: `conf_${randomUUID()}`, outcome: 'approved' as const, amountCents: order.grossCents };
      expect(await failureCode(ports.orders.recordPayment(pay, ctx(other)))).toBe('not_found');
      expect((await ports.orders.list({ pageSize: 100 }, ctx(other))).rows.some((row) => row.id === order.id)).toBe(false);
      expect(await ports.orders.get({ orderId: order.id }, ctx(mine))).toEqual(order);

      expect(await failureCode(ports.orders.list({}, ctx(null)))).toBe('forbidden');
      expect(await failureCode(ports.orders.get({ orderId: order.id }, ctx(null)))).toBe('forbidden');
      expect(await failureCode(ports.orders.recordPayment(pay, ctx(null)))).toBe('forbidden');
      expect(await failureCode(ports.orders.paymentStarted(pay, ctx(other)))).toBe('not_found');
      expect(await failureCode(ports.orders.recordRefund(pay, ctx(other)))).toBe('not_found');
      const visitorPlace = { cartId: 1, expectedVersion: 0, addressId: 1, fulfilmentOptionId: 'X', paymentMethod: 'card' as const };
      expect(await failureCode(ports.orders.place(visitorPlace, ctx(null, key())))).toBe('forbidden');
    });

    it('refuses to record a payment for an order on terms', async () => {
      const { ports, fixture } = subject();
      for (const who of [fixture.customer, fixture.otherCustomer]) {
        const actor = await actorFor(who);
        if ((await methodOf(actor)) !== 'terms') continue;
        const order = await placeOrder(actor, 'terms');
        expect(order).toMatchObject({ status: 'confirmed', paymentState: 'on_terms' });
        const providerRef = `conf_${randomUUID()}`;
        const pay = ports.orders.recordPayment({ orderId: order.id, providerRef, outcome: 'approved', amountCents: 100 }, ctx(actor));
        expect(await failureCode(pay)).toBe('invalid');
        expect(await failureCode(ports.orders.paymentStarted({ orderId: order.id, providerRef, amountCents: 100 }, ctx(actor)))).toBe(
          'invalid',
        );
        expect(await ports.orders.get({ orderId: order.id }, ctx(actor))).toEqual(order);
        return;
      }
    });

    it('records the staff member who placed an order while acting as the customer', async () => {
      const { ports, fixture } = subject();
      const staff = await actorFor(fixture.staff);
      const customer = await ports.accounts.impersonate({ username: fixture.customer.username }, ctx(staff));
      const actor: Actor = { ...actorOf(customer), impersonatorId: staff.userId };
      const order = await placeOrder(actor, await methodOf(actor));
      expect(order.placedBy?.userId).toBe(staff.userId);
      expect(order.placedFor.userId).toBe(customer.userId);
      expect((await ports.orders.get({ orderId: order.id }, ctx(actorOf(customer)))).placedBy?.userId).toBe(staff.userId);
    });
    orderPaymentsSuite(subject);
  });
}
