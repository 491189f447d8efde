import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grossCents, vatCents } from '../../../shared/money.ts';
import type { Actor } from '../../ports/op.ts';
import { PortError } from '../../ports/port-error.ts';
import { ctxOf, openTestReference, type TestReference } from '../test-helpers.ts';

let ref: TestReference;
let customerA: Actor;
let customerB: Actor;

beforeAll(async () => {
  ref = openTestReference();
  const a = await ref.checked.accounts.login(ref.fixture.customer, ctxOf(null));
  const b = await ref.checked.accounts.login(ref.fixture.otherCustomer, ctxOf(null));
  customerA = { userId: a.userId, customerId: a.customerId };
  customerB = { userId: b.userId, customerId: b.customerId };
});
afterAll(() => ref.cleanup());

async function rejection(promise: Promise<unknown>): Promise<PortError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PortError);
  return error as PortError;
}

describe('reference carts', () => {
  it('forbids a visitor', async () => {
    for (const call of [
      ref.checked.carts.active({}, ctxOf(null)),
      ref.checked.carts.count({}, ctxOf(null)),
      ref.checked.carts.addItem({ productId: ref.fixture.product.id, quantity: 1 }, ctxOf(null)),
    ]) {
      expect((await rejection(call)).code).toBe('forbidden');
    }
  });

  it('counts nothing before a cart exists, then creates one empty cart and keeps returning it', async () => {
    expect(await ref.checked.carts.count({}, ctxOf(customerB))).toEqual({ cartId: 0, lines: 0, quantity: 0 });
    const cart = await ref.checked.carts.active({}, ctxOf(customerB));
    expect(cart).toMatchObject({ items: [], netCents: 0, vatCents: 0, grossCents: 0, urgent: false });
    expect((await ref.checked.carts.active({}, ctxOf(customerB))).cartId).toBe(cart.cartId);
    expect(await ref.checked.carts.count({}, ctxOf(customerB))).toEqual({ cartId: cart.cartId, lines: 0, quantity: 0 });
  });

  it('adds items, summing a line of the same product and urgency, with totals and 22 % VAT', async () => {
    const { product } = ref.fixture;
    const first = await ref.checked.carts.addItem({ productId: product.id, quantity: product.minQty }, ctxOf(customerA));
    const again = await ref.checked.carts.addItem({ productId: product.id, quantity: product.minQty }, ctxOf(customerA));
    expect(again.item.orderItemId).toBe(first.item.orderItemId);
    expect(again.item.quantity).toBe(2 * product.minQty);
    const urgent = await ref.checked.carts.addItem({ productId: product.id, quantity: product.minQty, urgent: true }, ctxOf(customerA));
    expect(urgent.item.orderItemId).not.toBe(first.item.orderItemId);
    expect(urgent.cart).toEqual({ cartId: first.cart.cartId, lines: 2, quantity: 3 * product.minQty });

    const cart = await ref.checked.carts.active({}, ctxOf(customerA));
    const net = cart.items.reduce((sum, i) => sum + i.unitNetCents * i.quantity, 0);
    expect(cart.items.map((i) => i.code)).toEqual([product.code, product.code]);
    expect(cart).toMatchObject({ cartId: first.cart.cartId, netCents: net, vatCents: vatCents(net), grossCents: grossCents(net) });
  });

  it('keeps customers apart: B never sees or changes A’s cart, even given its id', async () => {
    const cartA = await ref.checked.carts.active({}, ctxOf(customerA));
    expect(cartA.items.length).toBeGreaterThan(0);
    const seenByB = await ref.checked.carts.active({ cartId: cartA.cartId }, ctxOf(customerB));
    expect(seenByB.cartId).not.toBe(cartA.cartId);
    expect(seenByB.items).toEqual([]);
    expect((await ref.checked.carts.count({ cartId: cartA.cartId }, ctxOf(customerB))).cartId).not.toBe(cartA.cartId);
    const added = await ref.checked.carts.addItem(
      { cartId: cartA.cartId, productId: ref.fixture.product.id, quantity: 1 },
      ctxOf(customerB),
    );
    expect(added.cart.cartId).toBe(seenByB.cartId);
    expect((await ref.checked.carts.active({}, ctxOf(customerA))).items).toEqual(cartA.items);
  });

  it('enforces the minimum and the pack multiple, naming the rule in the reason’s data', async () => {
    const { packedProduct } = ref.fixture;
    expect(packedProduct.packQty).toBeGreaterThan(1);
    for (const quantity of [packedProduct.minQty - 1, packedProduct.minQty + 1]) {
      if (quantity < 1) continue;
      const error = await rejection(ref.checked.carts.addItem({ productId: packedProduct.id, quantity }, ctxOf(customerA)));
      expect(error.code).toBe('invalid');
      expect({ reason: error.reason, data: error.data }).toEqual({
        reason: 'quantity-not-multiple',
        data: { minimum: packedProduct.minQty, multiple: packedProduct.packQty },
      });
    }
    const ok = await ref.checked.carts.addItem(
      { productId: packedProduct.id, quantity: packedProduct.minQty + packedProduct.packQty },
      ctxOf(customerA),
    );
    expect(ok.item.quantity).toBe(packedProduct.minQty + packedProduct.packQty);
  });

  it('answers not_found for an unknown product', async () => {
    const error = await rejection(ref.checked.carts.addItem({ productId: ref.fixture.missingProductId, quantity: 1 }, ctxOf(customerA)));
    expect(error.code).toBe('not_found');
    expect(error.reason).toBe('product-not-found');
  });

  it('replays a call with the same idempotency key without adding again', async () => {
    const { product } = ref.fixture;
    const before = await ref.checked.carts.count({}, ctxOf(customerA));
    const input = { productId: product.id, quantity: product.minQty, urgent: false };
    const first = await ref.checked.carts.addItem(input, ctxOf(customerA, 'key-1'));
    const repeat = await ref.checked.carts.addItem(input, ctxOf(customerA, 'key-1'));
    expect(repeat).toEqual(first);
    expect(first.cart.quantity).toBe(before.quantity + product.minQty);
    expect(await ref.checked.carts.count({}, ctxOf(customerA))).toEqual(first.cart);
    // The same key from another customer is another request.
    const other = await ref.checked.carts.addItem(input, ctxOf(customerB, 'key-1'));
    expect(other.cart.cartId).not.toBe(first.cart.cartId);
    // Reusing a key for a different request is a conflict, not a silent replay.
    const error = await rejection(ref.checked.carts.addItem({ ...input, quantity: 2 * product.minQty }, ctxOf(customerA, 'key-1')));
    expect(error.code).toBe('conflict');
  });
});
