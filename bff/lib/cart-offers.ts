import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CartItem } from '../../adapters/ports/carts.ts';
import { isOverLineLimit } from '../../shared/cart-limits.ts';
import type { CartLineOffer } from '../../shared/contract/cart-page.ts';
import { shownDelivery } from '../../shared/delivery-text.ts';
import { availabilityReplyOf } from './availability-reply.ts';

/**
 * What each cart line shows besides its price: SPEC §3's availability reply for the line's quantity and the
 * promise of its whole quantity, urgent when the line travels urgent (its flag, the cart's, the order type).
 * One call to availability and one to deliveryPromises for the whole cart (at most 100 lines a call). By orderItemId.
 * A line past the pieces a line may hold (older data) has no offer: the page asks to fix it instead.
 */
export async function cartLineOffers(
  app: FastifyInstance,
  request: FastifyRequest,
  cartLines: CartItem[],
): Promise<Map<number, CartLineOffer>> {
  const lines = cartLines.filter((line) => !isOverLineLimit(line.quantity));
  const offers = new Map<number, CartLineOffer>();
  const ctx = request.portCtx();
  const now = app.clock();
  for (let start = 0; start < lines.length; start += 100) {
    const chunk = lines.slice(start, start + 100);
    const [stock, promises] = await Promise.all([
      app.ports.availability.availability({ items: chunk.map(({ productId, quantity }) => ({ productId, quantity })) }, ctx),
      app.ports.availability.deliveryPromises(
        { items: chunk.map(({ productId, quantity, travelsUrgent }) => ({ productId, quantity, urgent: travelsUrgent })) },
        ctx,
      ),
    ]);
    // Replies leave unknown products out, so lines are matched by what was asked, not by position.
    const stockOf = new Map(stock.map((s) => [`${s.productId}:${s.quantity}`, s]));
    const promiseOf = new Map(
      promises.map(({ productId, quantity, urgent, ...promise }) => [`${productId}:${quantity}:${urgent}`, promise]),
    );
    for (const line of chunk) {
      const availability = stockOf.get(`${line.productId}:${line.quantity}`);
      if (!availability) continue;
      const promise = promiseOf.get(`${line.productId}:${line.quantity}:${line.travelsUrgent}`);
      offers.set(line.orderItemId, {
        availability: availabilityReplyOf(availability, now),
        delivery: shownDelivery(promise, now),
      });
    }
  }
  return offers;
}
