import type { PlaceOrderReply } from '../../shared/contract/checkout-pages.ts';
import type { AddressView, FulfilmentOptionView, NewAddressInput, PaymentMethod } from '../../shared/contract/checkout.ts';
import { apiJson, currentTokens } from './fetch.ts';
import { pageDataChanged } from './page-changes.ts';

/** SPEC §7: the options of a saved address. */
export function optionsOfAddress(addressId: number, signal?: AbortSignal): Promise<FulfilmentOptionView[]> {
  return apiJson<FulfilmentOptionView[]>(`/checkout/shipping/get-fulfillment-options?address_id=${addressId}`, { signal });
}

/** SPEC §7: the options of a place typed in the new-address form, before it is saved. */
export function optionsOfPlace(stateProvinceRegion: string, country: string, signal?: AbortSignal): Promise<FulfilmentOptionView[]> {
  const query = new URLSearchParams({ stateProvinceRegion, country });
  return apiJson<FulfilmentOptionView[]>(`/checkout/shipping/get-fulfillment-options-na?${query.toString()}`, { signal });
}

/** Whether the customer may change or delete a saved address (SPEC's `fgEditable` Y; N: the ERP's registry). */
export const isEditableAddress = (address: Pick<AddressView, 'fgEditable'>) => address.fgEditable === 'Y';

/** Whether an address is kept for the next orders (SPEC's `fgMemorize` Y), not given for one order only. */
export const isKeptAddress = (address: Pick<AddressView, 'fgMemorize'>) => address.fgMemorize === 'Y';

/** SPEC's `fgMemorize` of a new address: kept for the next orders, or for this order only. */
export const keptFlag = (kept: boolean): AddressView['fgMemorize'] => (kept ? 'Y' : 'N');

/** Saves a new address (or changes an editable one); `idempotencyKey` names this submit, so a retry saves once. */
export async function saveAddress(address: NewAddressInput, idempotencyKey: string, addressId?: number): Promise<AddressView> {
  const { csrfToken } = await currentTokens();
  const path = addressId ? '/checkout/shipping/update-address' : '/checkout/shipping/add-address';
  const saved = await apiJson<AddressView>(path, {
    method: 'POST',
    json: { csrfToken, ...address, ...(addressId ? { addressId } : {}) },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  void pageDataChanged('addresses');
  return saved;
}

/** Deletes a saved address (orders placed to it keep it). */
export async function deleteAddress(addressId: number): Promise<void> {
  const { csrfToken } = await currentTokens();
  await apiJson<{ removed: true }>('/checkout/shipping/delete-address', { method: 'POST', json: { csrfToken, addressId } });
  void pageDataChanged('addresses');
}

export interface PlaceOrderInput {
  idCart: number;
  /** The cart version the review shows: a cart changed since is refused (409) and the review redraws. */
  version: number;
  addressId: number;
  fulfilmentOptionId: string;
  paymentMethod: PaymentMethod;
}

/** Places the order; the key is the review's, so a double click or a retried request places it once. */
export async function placeOrder(input: PlaceOrderInput, idempotencyKey: string): Promise<PlaceOrderReply> {
  const { csrfToken } = await currentTokens();
  const { version, ...body } = input;
  return apiJson<PlaceOrderReply>('/checkout/place-order', {
    method: 'POST',
    json: { csrfToken, ...body },
    headers: { 'Idempotency-Key': idempotencyKey, 'If-Match': `"${version}"` },
  });
}

/** Starts another payment of an order awaiting one (after a declined or abandoned payment). */
export async function payOrder(orderId: number, idempotencyKey: string): Promise<PlaceOrderReply> {
  const { csrfToken } = await currentTokens();
  return apiJson<PlaceOrderReply>('/checkout/pay', {
    method: 'POST',
    json: { csrfToken, orderId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Where the reply sends the browser: the provider's page with a full page load (it is another site), else the SPA,
 * whose header at once shows the cart that is active now (the ordered one is closed).
 */
export function followPayment(reply: PlaceOrderReply, navigate: (to: string) => unknown): void {
  if (reply.external) return window.location.assign(reply.next);
  // The ordered cart is closed: the cart pages and the header show the active one; the orders show the new one.
  void pageDataChanged('cart', 'orders');
  void navigate(reply.next);
}
