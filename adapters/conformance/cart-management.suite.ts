import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ctx, failureCode, loggedInActor, type ConformanceSubject } from './subject.ts';

/** What every implementation of the carts port must do for the cart page: several carts, edits, quick order. */
export function cartManagementSuite(subject: () => ConformanceSubject): void {
  describe('carts: managing carts', () => {
    const actorFor = (who: { username: string; password: string }) => loggedInActor(subject(), who);

    it('lists order types with their effect, the same for everyone', async () => {
      const { ports, fixture } = subject();
      const types = await ports.carts.orderTypes({}, ctx(await actorFor(fixture.customer)));
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types.map((type) => type.code)).size).toBe(types.length);
      expect(await ports.carts.orderTypes({}, ctx(null))).toEqual(types);
    });

    it('creates a named cart, lists it among the open carts, and deletes it while empty', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const name = `Conformità ${randomUUID().slice(0, 8)}`;
      const cart = await ports.carts.create({ orderName: name }, ctx(actor));
      expect(cart).toMatchObject({ orderName: name, items: [], netCents: 0 });
      expect(await ports.carts.get({ cartId: cart.cartId }, ctx(actor))).toEqual(cart);
      const listed = (await ports.carts.list({ pageSize: 100 }, ctx(actor))).rows.find((row) => row.cartId === cart.cartId);
      expect(listed).toMatchObject({ orderName: name, lines: 0, quantity: 0, netCents: 0, grossCents: 0 });
      expect(await ports.carts.remove({ cartId: cart.cartId }, ctx(actor))).toEqual({ removed: true });
      expect(await failureCode(ports.carts.get({ cartId: cart.cartId }, ctx(actor)))).toBe('not_found');
      expect((await ports.carts.list({ pageSize: 100 }, ctx(actor))).rows.some((row) => row.cartId === cart.cartId)).toBe(false);
    });

    it('refuses to delete a cart with lines, and answers another customer not_found for every cart call', async () => {
      const { ports, fixture } = subject();
      const mine = await actorFor(fixture.customer);
      const other = await actorFor(fixture.otherCustomer);
      const cart = await ports.carts.create({ orderName: 'Con righe' }, ctx(mine));
      const { item } = await ports.carts.addItem(
        { cartId: cart.cartId, productId: fixture.product.id, quantity: fixture.product.minQty },
        ctx(mine),
      );
      expect(await failureCode(ports.carts.remove({ cartId: cart.cartId }, ctx(mine)))).toBe('invalid');
      const id = { cartId: cart.cartId };
      for (const call of [
        ports.carts.get(id, ctx(other)),
        ports.carts.remove(id, ctx(other)),
        ports.carts.update({ ...id, changes: { orderName: 'Rubato' } }, ctx(other)),
        ports.carts.updateItem({ ...id, orderItemId: item.orderItemId, changes: { quantity: fixture.product.minQty * 2 } }, ctx(other)),
        ports.carts.removeItem({ ...id, orderItemId: item.orderItemId }, ctx(other)),
      ]) {
        expect(await failureCode(call)).toBe('not_found');
      }
      const after = await ports.carts.get(id, ctx(mine));
      expect(after.orderName).toBe('Con righe');
      expect(after.items).toHaveLength(1);
      expect(after.items[0]?.quantity).toBe(fixture.product.minQty);
    });

    it('changes the header and a line, each change a new version; an older version is a conflict and changes nothing', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const cart = await ports.carts.create({ orderName: 'Officina' }, ctx(actor));
      await ports.carts.addItem({ cartId: cart.cartId, productId: fixture.product.id, quantity: fixture.product.minQty }, ctx(actor));
      const before = await ports.carts.get({ cartId: cart.cartId }, ctx(actor));
      const [type] = await ports.carts.orderTypes({}, ctx(actor));
      const changes = {
        orderName: 'Panda di Rossi',
        orderNotes: 'Ritira il cliente',
        vin: 'zfa31200000123456',
        plate: 'ab123cd',
        model: 'Panda 1.2',
      };
      const named = await ports.carts.update(
        { cartId: cart.cartId, expectedVersion: before.version, changes: { ...changes, orderType: type?.code } },
        ctx(actor),
      );
      expect(named).toMatchObject({ ...changes, vin: 'ZFA31200000123456', plate: 'AB123CD', orderType: type?.code });
      expect(named.version).toBeGreaterThan(before.version);

      const line = named.items[0];
      if (!line) throw new Error('the line just added is missing');
      const doubled = fixture.product.minQty * 2;
      const edited = await ports.carts.updateItem(
        {
          cartId: cart.cartId,
          expectedVersion: named.version,
          orderItemId: line.orderItemId,
          changes: { quantity: doubled, note: 'lato guida' },
        },
        ctx(actor),
      );
      expect(edited.items[0]).toMatchObject({ quantity: doubled, note: 'lato guida' });
      expect(edited.netCents).toBe(2 * named.netCents);

      const stale = ports.carts.updateItem(
        {
          cartId: cart.cartId,
          expectedVersion: named.version,
          orderItemId: line.orderItemId,
          changes: { quantity: fixture.product.minQty },
        },
        ctx(actor),
      );
      expect(await failureCode(stale)).toBe('conflict');
      expect((await ports.carts.get({ cartId: cart.cartId }, ctx(actor))).items[0]?.quantity).toBe(doubled);
      expect(await failureCode(ports.carts.update({ cartId: cart.cartId, changes: { orderType: 'NON-ESISTE' } }, ctx(actor)))).toBe(
        'invalid',
      );
      const packed = fixture.packedProduct;
      const packedLine = await ports.carts.addItem(
        { cartId: cart.cartId, productId: packed.id, quantity: Math.max(packed.minQty, packed.packQty) },
        ctx(actor),
      );
      const offPack = { quantity: Math.max(packed.minQty, packed.packQty) + 1 };
      expect(
        await failureCode(
          ports.carts.updateItem({ cartId: cart.cartId, orderItemId: packedLine.item.orderItemId, changes: offPack }, ctx(actor)),
        ),
      ).toBe('invalid');
      await ports.carts.removeItem({ cartId: cart.cartId, orderItemId: packedLine.item.orderItemId }, ctx(actor));

      const emptied = await ports.carts.removeItem({ cartId: cart.cartId, orderItemId: line.orderItemId }, ctx(actor));
      expect(emptied.items).toEqual([]);
      expect(await failureCode(ports.carts.removeItem({ cartId: cart.cartId, orderItemId: line.orderItemId }, ctx(actor)))).toBe(
        'not_found',
      );
      await ports.carts.remove({ cartId: cart.cartId }, ctx(actor));
    });

    it('quick-orders by code: adds known codes, reports unknown ones, and runs once per idempotency key', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const cart = await ports.carts.create({ orderName: 'Ordine veloce' }, ctx(actor));
      const key = randomUUID();
      const lines = [
        { code: fixture.product.code, quantity: fixture.product.minQty },
        { code: 'NESSUN-CODICE-XYZ-000', quantity: 1 },
      ];
      const first = await ports.carts.addLines({ cartId: cart.cartId, lines }, ctx(actor, { idempotencyKey: key }));
      expect(first.cart.cartId).toBe(cart.cartId);
      expect(first.lines.map((line) => line.line)).toEqual([1, 2]);
      expect(first.lines[0]).toMatchObject({ status: 'added', productId: fixture.product.id, addedQuantity: fixture.product.minQty });
      expect(first.lines[1]).toMatchObject({ status: 'not_found' });
      const again = await ports.carts.addLines({ cartId: cart.cartId, lines }, ctx(actor, { idempotencyKey: key }));
      expect(again).toEqual(first);
      const after = await ports.carts.get({ cartId: cart.cartId }, ctx(actor));
      expect(after.items.map((item) => [item.productId, item.quantity])).toEqual([[fixture.product.id, fixture.product.minQty]]);
    });
  });
}
