import { randomUUID } from 'node:crypto';
import type { NewAddress } from '../ports/addresses.ts';
import type { Actor } from '../ports/op.ts';
import { ctx, type ConformanceSubject } from './subject.ts';

/**
 * An address in Treviso (the own delivery area of SPEC §5), given for one order only (not saved): the suites add
 * such addresses freely, as they are not listed among the customer's addresses afterwards.
 */
export function oneOrderAddress(overrides: Partial<NewAddress> = {}): NewAddress {
  return {
    business: `Officina Conformità ${randomUUID().slice(0, 8)}`,
    street: 'Via Roma, 1',
    postalCode: '31100',
    city: 'Treviso',
    stateProvinceRegion: 'TV',
    isoCountryAlpha2: 'IT',
    saved: false,
    ...overrides,
  };
}

/** A new open cart of the actor's with one line of the fixture's product in its minimum quantity, as it is now. */
export async function cartWithOneLine(subject: ConformanceSubject, actor: Actor, name = 'Conformità checkout') {
  const { ports, fixture } = subject;
  const created = await ports.carts.create({ orderName: name }, ctx(actor));
  await ports.carts.addItem({ cartId: created.cartId, productId: fixture.product.id, quantity: fixture.product.minQty }, ctx(actor));
  return ports.carts.get({ cartId: created.cartId }, ctx(actor));
}

/** Empties and deletes a cart the suite made and did not order (the data stays as the suite found it). */
export async function discardCart(subject: ConformanceSubject, actor: Actor, cartId: number): Promise<void> {
  const { ports } = subject;
  const cart = await ports.carts.get({ cartId }, ctx(actor));
  for (const item of cart.items) await ports.carts.removeItem({ cartId, orderItemId: item.orderItemId }, ctx(actor));
  await ports.carts.remove({ cartId }, ctx(actor));
}

/** VAT at 22 % rounded half up, in integer arithmetic (as the invoice has it). */
export function vatOf(netCents: number): number {
  return Math.floor((netCents * 22 + 50) / 100);
}

/** A new order of the actor's customer by card, awaiting payment: one line, a one-order address, its first option. */
export async function placedCardOrder(subject: ConformanceSubject, actor: Actor) {
  const { ports } = subject;
  const cart = await cartWithOneLine(subject, actor, 'Conformità pagamenti');
  const address = await ports.addresses.add({ address: oneOrderAddress() }, ctx(actor));
  const [option] = await ports.checkout.fulfilmentOptions({ addressId: address.id, cartId: cart.cartId }, ctx(actor));
  if (!option) throw new Error('no fulfilment option reaches the address');
  const input = { cartId: cart.cartId, expectedVersion: cart.version, addressId: address.id, fulfilmentOptionId: option.id };
  return ports.orders.place({ ...input, paymentMethod: 'card' }, ctx(actor, { idempotencyKey: randomUUID() }));
}
