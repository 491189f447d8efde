import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../shared/cart-limits.ts';
import { ctx, failure, failureCode, loggedInActor, type ConformanceSubject } from './subject.ts';

/** What every implementation of the carts port keeps bounded: the pieces of a line, the open carts listed a page at a time. */
export function cartLimitsSuite(subject: () => ConformanceSubject): void {
  describe('carts: limits and paging', () => {
    const actorFor = (who: { username: string; password: string }) => loggedInActor(subject(), who);

    it('refuses a write that would take a line past MAX_LINE_QUANTITY pieces (invalid), and the line stays as it was', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const { product } = fixture;
      const cart = await ports.carts.create({ orderName: `Limite ${randomUUID().slice(0, 8)}` }, ctx(actor));
      const full = Math.floor(MAX_LINE_QUANTITY / product.packQty) * product.packQty;
      const added = await ports.carts.addItem({ cartId: cart.cartId, productId: product.id, quantity: full }, ctx(actor));
      expect(added.item.quantity).toBe(full);
      const more = ports.carts.addItem({ cartId: cart.cartId, productId: product.id, quantity: product.minQty }, ctx(actor));
      expect(await failure(more)).toEqual({ code: 'invalid', reason: 'line-over-limit' });
      const pasted = await ports.carts.addLines(
        { cartId: cart.cartId, lines: [{ code: product.code, quantity: product.minQty }] },
        ctx(actor),
      );
      expect(pasted.lines[0]?.status).not.toMatch(/added|adjusted/);
      const after = await ports.carts.get({ cartId: cart.cartId }, ctx(actor));
      expect(after.items.map((item) => item.quantity)).toEqual([full]);
      await ports.carts.removeItem({ cartId: cart.cartId, orderItemId: added.item.orderItemId }, ctx(actor));
      await ports.carts.remove({ cartId: cart.cartId }, ctx(actor));
    });

    it('lists the open carts a page at a time: total counts them all, pages do not overlap', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const made = [
        await ports.carts.create({ orderName: `Pagina A ${randomUUID().slice(0, 8)}` }, ctx(actor)),
        await ports.carts.create({ orderName: `Pagina B ${randomUUID().slice(0, 8)}` }, ctx(actor)),
      ];
      const first = await ports.carts.list({ page: 1, pageSize: 1 }, ctx(actor));
      const second = await ports.carts.list({ page: 2, pageSize: 1 }, ctx(actor));
      expect(first.total).toBeGreaterThanOrEqual(2);
      expect(second.total).toBe(first.total);
      expect([first.rows.length, second.rows.length]).toEqual([1, 1]);
      expect(first.rows[0]?.cartId).not.toBe(second.rows[0]?.cartId);
      const past = await ports.carts.list({ page: first.total + 1, pageSize: 1 }, ctx(actor));
      expect(past.rows).toEqual([]);
      for (const cart of made) await ports.carts.remove({ cartId: cart.cartId }, ctx(actor));
      expect(await failureCode(ports.carts.list({}, ctx(null)))).toBe('forbidden');
    });
  });
}
