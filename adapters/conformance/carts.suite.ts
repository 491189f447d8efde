import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cartLimitsSuite } from './cart-limits.suite.ts';
import { cartManagementSuite } from './cart-management.suite.ts';
import type { Actor } from '../ports/op.ts';
import { ctx, failureCode, loggedInActor, type ConformanceSubject } from './subject.ts';

/** What every implementation of the carts port must do. */
export function cartsSuite(subject: () => ConformanceSubject): void {
  describe('carts', () => {
    const actorFor = (who: { username: string; password: string }) => loggedInActor(subject(), who);

    it('refuses visitors', async () => {
      const { ports, fixture } = subject();
      expect(await failureCode(ports.carts.active({}, ctx(null)))).toBe('forbidden');
      expect(await failureCode(ports.carts.addItem({ productId: fixture.product.id, quantity: 1 }, ctx(null)))).toBe('forbidden');
    });

    it('reads the current cart without creating one', async () => {
      const { ports, fixture } = subject();
      expect(await failureCode(ports.carts.current({}, ctx(null)))).toBe('forbidden');
      const actor = await actorFor(fixture.otherCustomer);
      const before = await ports.carts.count({}, ctx(actor));
      const current = await ports.carts.current({}, ctx(actor));
      if (before.cartId === 0) {
        expect(current).toBeNull();
        expect((await ports.carts.count({}, ctx(actor))).cartId).toBe(0);
      } else {
        expect(current?.cartId).toBe(before.cartId);
      }
      await ports.carts.addItem({ productId: fixture.product.id, quantity: fixture.product.minQty }, ctx(actor));
      const after = await ports.carts.current({}, ctx(actor));
      const active = await ports.carts.active({}, ctx(actor));
      expect(after).toEqual(active);
      expect(after?.items.some((i) => i.productId === fixture.product.id)).toBe(true);
    });

    it('adds a product and counts it, summing repeated adds on one line', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const before = await ports.carts.count({}, ctx(actor));
      const qty = fixture.product.minQty;
      const first = await ports.carts.addItem({ productId: fixture.product.id, quantity: qty }, ctx(actor));
      expect(first.item.productId).toBe(fixture.product.id);
      await ports.carts.addItem({ productId: fixture.product.id, quantity: qty }, ctx(actor));
      const after = await ports.carts.count({}, ctx(actor));
      expect(after.quantity).toBe(before.quantity + 2 * qty);
      const cart = await ports.carts.active({}, ctx(actor));
      expect(cart.cartId).toBe(after.cartId);
      const line = cart.items.find((i) => i.productId === fixture.product.id && !i.urgent);
      expect(line?.quantity).toBeGreaterThanOrEqual(2 * qty);
      expect(cart.grossCents).toBe(cart.netCents + cart.vatCents);
    });

    it('enforces the minimum and the pack multiple, and rejects unknown products', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const packed = fixture.packedProduct;
      expect(await failureCode(ports.carts.addItem({ productId: packed.id, quantity: packed.packQty + 1 }, ctx(actor)))).toBe('invalid');
      if (packed.minQty > 1) {
        expect(await failureCode(ports.carts.addItem({ productId: packed.id, quantity: 1 }, ctx(actor)))).toBe('invalid');
      }
      const ok = await ports.carts.addItem({ productId: packed.id, quantity: Math.max(packed.minQty, packed.packQty) }, ctx(actor));
      expect(ok.item.productId).toBe(packed.id);
      expect(await failureCode(ports.carts.addItem({ productId: fixture.missingProductId, quantity: 1 }, ctx(actor)))).toBe('not_found');
    });

    it('adds once when a call is repeated with the same idempotency key', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const key = randomUUID();
      const input = { productId: fixture.product.id, quantity: fixture.product.minQty, urgent: true };
      const before = await ports.carts.count({}, ctx(actor));
      const first = await ports.carts.addItem(input, ctx(actor, { idempotencyKey: key }));
      const again = await ports.carts.addItem(input, ctx(actor, { idempotencyKey: key }));
      expect(again).toEqual(first);
      const after = await ports.carts.count({}, ctx(actor));
      expect(after.quantity).toBe(before.quantity + fixture.product.minQty);
    });

    it('takes a repeat that names the cart the first call answered as the same call', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const key = randomUUID();
      const input = { productId: fixture.product.id, quantity: fixture.product.minQty };
      // The shop remembers the cart of the first write and names it from then on, retries included.
      const first = await ports.carts.addItem(input, ctx(actor, { idempotencyKey: key }));
      const again = await ports.carts.addItem({ ...input, cartId: first.cart.cartId }, ctx(actor, { idempotencyKey: key }));
      expect(again).toEqual(first);
      expect(await failureCode(ports.carts.addItem({ ...input, quantity: input.quantity * 2 }, ctx(actor, { idempotencyKey: key })))).toBe(
        'conflict',
      );
    });

    it('marks the lines staff add while acting for the customer with the staff member, not the customer’s own', async () => {
      const { ports, fixture } = subject();
      const customer = await actorFor(fixture.customer);
      const actingFor: Actor = { ...customer, impersonatorId: (await actorFor(fixture.staff)).userId };
      const { cartId } = await ports.carts.create({ orderName: 'conformance: lines added by staff' }, ctx(customer));
      const packed = {
        productId: fixture.packedProduct.id,
        quantity: Math.max(fixture.packedProduct.minQty, fixture.packedProduct.packQty),
      };
      const own = await ports.carts.addItem({ cartId, ...packed }, ctx(customer));
      expect(own.item.addedByStaff).toBeNull();
      const added = await ports.carts.addItem({ cartId, ...packed, urgent: true }, ctx(actingFor));
      expect(added.item.addedByStaff).toBe(fixture.staff.username);
      await ports.carts.addLines({ cartId, lines: [{ code: fixture.product.code, quantity: fixture.product.minQty }] }, ctx(actingFor));
      const lines = (await ports.carts.get({ cartId }, ctx(customer))).items.map((i) => [i.productId, i.urgent, i.addedByStaff]);
      expect(lines).toEqual(
        expect.arrayContaining([
          [packed.productId, false, null],
          [packed.productId, true, fixture.staff.username],
          [fixture.product.id, false, fixture.staff.username],
        ]),
      );
    });

    it('keeps each customer to their own cart', async () => {
      const { ports, fixture } = subject();
      const mine = await actorFor(fixture.customer);
      const other = await actorFor(fixture.otherCustomer);
      const myCart = await ports.carts.active({}, ctx(mine));
      const theirs = await ports.carts.active({ cartId: myCart.cartId }, ctx(other));
      expect(theirs.cartId).not.toBe(myCart.cartId);
      const count = await ports.carts.count({ cartId: myCart.cartId }, ctx(other));
      expect(count.cartId).not.toBe(myCart.cartId);
    });
  });
  cartManagementSuite(subject);
  cartLimitsSuite(subject);
}
