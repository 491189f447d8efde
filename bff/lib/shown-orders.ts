import type { FulfilmentOption } from '../../shared/contract/checkout.ts';
import type { DeliveryPromise } from '../../shared/contract/offer.ts';
import { datedDelivery, shownDelivery } from '../../shared/delivery-text.ts';

// Checkout's replies as the shop shows them: every promise in the request's words, said at the time of asking.

export const showOption = (option: FulfilmentOption, now: Date) => ({ ...option, delivery: shownDelivery(option.delivery, now) });

/** An order or a row of the orders list: its promise as a date, read on any day after the order. */
export const showOrder = <O extends { promisedDelivery: DeliveryPromise | null }>(order: O) => ({
  ...order,
  promisedDelivery: datedDelivery(order.promisedDelivery),
});
