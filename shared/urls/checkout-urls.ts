import type { OrderOutcome } from '../contract/checkout-pages.ts';
import { pagePath } from '../routes.ts';

// The URLs of checkout and of the account's orders, written and read here only: the SPA's links, the BFF's
// redirects (after the payment provider's page) and the page-data keys agree on one spelling.

/** The shipping page, starting on one of the customer's addresses, showing a page of the saved ones (`indirizzi`). */
export function shippingUrl(addressId?: number, page = 1): string {
  const params = new URLSearchParams();
  if (addressId) params.set('indirizzo', String(addressId));
  if (page > 1) params.set('indirizzi', String(page));
  const query = params.toString();
  return query ? `${pagePath('checkoutShipping')}?${query}` : pagePath('checkoutShipping');
}

/** The payment page (and review) for the address and fulfilment option chosen on the shipping page. */
export function paymentUrl(addressId: number | string, optionId: string): string {
  const params = new URLSearchParams({ indirizzo: String(addressId), consegna: optionId });
  return `${pagePath('checkoutPayment')}?${params.toString()}`;
}

/** An order's page in the account area; `outcome` says what just happened to it (placed, paid, a failed payment). */
export function orderUrl(orderId: number | string, outcome?: OrderOutcome): string {
  const path = pagePath('order').replace(':id', encodeURIComponent(String(orderId)));
  return outcome ? `${path}?esito=${outcome}` : path;
}

export function ordersUrl(page = 1): string {
  return page > 1 ? `${pagePath('orders')}?page=${page}` : pagePath('orders');
}
