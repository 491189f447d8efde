import type { AvailabilityReply, DeliveryTimeReply, PriceProductReply } from '../../shared/contract/offer.ts';
import { apiJson } from './fetch.ts';

export interface OfferAsked {
  productId: number;
  quantity: number;
  urgent: boolean;
}

/** A row's offer for a quantity and urgency: the three calls of SPEC §7 "Availability and delivery", together. */
export interface OfferReplies {
  price: PriceProductReply;
  availability: AvailabilityReply;
  delivery: DeliveryTimeReply;
}

const flag = (urgent: boolean) => (urgent ? 'S' : 'N');

/** GET /get-price-product/{productId} {fgurgente}: the line's net price (urgent when S). */
export function fetchPriceProduct({ productId, urgent }: OfferAsked, signal?: AbortSignal): Promise<PriceProductReply> {
  return apiJson(`/get-price-product/${productId}?${new URLSearchParams({ fgurgente: flag(urgent) })}`, { signal });
}

/** GET /check-qta-available {productId, qtaRich}: SPEC §3's availability reply for the quantity. */
export function fetchAvailability({ productId, quantity }: OfferAsked, signal?: AbortSignal): Promise<AvailabilityReply> {
  return apiJson(`/check-qta-available?${new URLSearchParams({ productId: String(productId), qtaRich: String(quantity) })}`, { signal });
}

/** GET /get-delivery-time/{productId} {fgurgente, quantity}: when the whole quantity arrives. */
export function fetchDeliveryTime({ productId, quantity, urgent }: OfferAsked, signal?: AbortSignal): Promise<DeliveryTimeReply> {
  return apiJson(`/get-delivery-time/${productId}?${new URLSearchParams({ fgurgente: flag(urgent), quantity: String(quantity) })}`, {
    signal,
  });
}

/** The three calls in parallel; one abort signal cancels them all. */
export async function fetchOffer(asked: OfferAsked, signal?: AbortSignal): Promise<OfferReplies> {
  const [price, availability, delivery] = await Promise.all([
    fetchPriceProduct(asked, signal),
    fetchAvailability(asked, signal),
    fetchDeliveryTime(asked, signal),
  ]);
  return { price, availability, delivery };
}
