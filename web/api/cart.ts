import useSWR, { mutate } from 'swr';
import type { CartCountReply } from '../../shared/contract/cart.ts';
import { apiText } from './fetch.ts';
import { useCameWithPage } from './initial-data.ts';
import { alsoShownBy, pageDataChanged } from './page-changes.ts';

export const CART_CONTAINER_URL = '/cart/container-cart-ajax';
/** The SWR key of the header cart button's fragment (HTML, not JSON: its own key); the server renders it with the page. */
export const CART_CONTAINER_KEY = `html:${CART_CONTAINER_URL}`;

export const HEADER_CART_URL = '/cart/refresh-cart-ajax';

/** The active cart's lines and pieces after the add. */
export type AddToCartReply = CartCountReply;

alsoShownBy('cart', CART_CONTAINER_KEY);

const cartChangeListeners = new Set<(reply: AddToCartReply) => void>();

/** Called after every successful cart change (the header cart refreshes and highlights itself). */
export function onCartChanged(listener: (reply: AddToCartReply) => void): () => void {
  cartChangeListeners.add(listener);
  return () => cartChangeListeners.delete(listener);
}

/** After any change of the active cart: every page showing it asks again, the header's count highlights itself. */
export function announceCartChange(reply: AddToCartReply): void {
  void pageDataChanged('cart');
  cartChangeListeners.forEach((listener) => listener(reply));
}

/** The header's count asked again (its dropdown opened): not a change, only a look. */
export function refreshCartContainer(): void {
  void mutate(CART_CONTAINER_KEY);
}

const fetchHtml = (key: string) => apiText(key.slice('html:'.length), { accept: 'html' });

/** The header cart button's content (HTML fragment); only fetched for logged-in users. */
export function useCartContainerHtml(enabled: boolean) {
  const cameWithPage = useCameWithPage(CART_CONTAINER_KEY);
  return useSWR(enabled ? CART_CONTAINER_KEY : null, fetchHtml, cameWithPage ? { revalidateOnMount: false } : {});
}

/** The header cart dropdown's content, always fresh (fetched every time the dropdown opens). */
export function fetchHeaderCartHtml(signal?: AbortSignal): Promise<string> {
  return apiText(HEADER_CART_URL, { accept: 'html', signal });
}
