import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeliveryPromise, PriceQuote, RowOffer } from '../../shared/contract/offer.ts';
import { shownDelivery } from '../../shared/delivery-text.ts';
import { availabilityReplyOf } from './availability-reply.ts';

export interface OfferItem {
  productId: number;
  quantity: number;
}

export interface OfferOptions {
  /** Asks the customer's prices instead of one pricing call (a caller that must survive a failing price). */
  prices?: (productIds: number[]) => Promise<PriceQuote[]>;
}

/**
 * What each row of a page (at most 100, a page's worth) shows besides the catalogue's data, for its quantity: the
 * asker's prices, SPEC's availability reply and the delivery promise of the whole quantity. One call to each of
 * prices (customers only), availability and deliveryPromises (customers only), in parallel. By product id; products
 * the ERP does not know are left out.
 */
export async function offersFor(
  app: FastifyInstance,
  request: FastifyRequest,
  items: OfferItem[],
  options: OfferOptions = {},
): Promise<Map<number, RowOffer>> {
  const offers = new Map<number, RowOffer>();
  if (items.length === 0) return offers;
  const ctx = request.portCtx();
  const customer = request.session.actor !== null;
  const productIds = [...new Set(items.map((item) => item.productId))];
  const [prices, stock, promises] = await Promise.all([
    customer ? (options.prices ? options.prices(productIds) : app.ports.pricing.prices({ productIds }, ctx)) : [],
    app.ports.availability.availability({ items }, ctx),
    customer ? app.ports.availability.deliveryPromises({ items: items.map((item) => ({ ...item, urgent: false })) }, ctx) : [],
  ]);
  const now = app.clock();
  const priceOf = new Map(prices.map(({ productId, ...quote }) => [productId, quote]));
  const promiseOf = new Map(promises.map(({ productId, quantity: _quantity, urgent: _urgent, ...promise }) => [productId, promise]));
  for (const availability of stock) {
    const promise: DeliveryPromise | undefined = promiseOf.get(availability.productId);
    offers.set(availability.productId, {
      prices: priceOf.get(availability.productId) ?? null,
      availability: availabilityReplyOf(availability, now),
      delivery: shownDelivery(promise, now),
    });
  }
  return offers;
}
