import type { CartSummary, CartView } from '../../shared/contract/cart.ts';
import { changedBeforeReload, pageDataChanged } from './page-changes.ts';
import { apiJson, apiText, currentTokens } from './fetch.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

/**
 * SPEC §7 switch-cart: the session's active cart becomes `idCart`. A GET that changes the session, so the token goes
 * as X-CSRF-Token; text OK on success, otherwise an ApiError carrying the body's second.message. The cart page
 * reloads a second later (SPEC §9), so only the other tabs are told.
 */
export async function switchCart(idCart: number): Promise<void> {
  await apiText(`/cart/switch-cart?idCart=${idCart}`, { csrf: true });
  changedBeforeReload('cart');
}

/** A page of the customer's open carts (the order selection table shows the first; these are the next ones). */
export async function listCarts(page: number, pageSize: number): Promise<CartSummary[]> {
  return apiJson<CartSummary[]>(`/cart/list-carts?page=${page}&pageSize=${pageSize}`);
}

/**
 * A new empty cart with its name; it becomes the active one (the cart page reloads, as for a switch). One key per
 * click: a retried request makes one cart.
 */
export async function createCart(nomeOrdine: string): Promise<CartView> {
  const { csrfToken } = await currentTokens();
  const cart = await apiJson<CartView>('/cart/new-cart', {
    method: 'POST',
    json: { csrfToken, nomeOrdine },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
  changedBeforeReload('cart');
  return cart;
}

/** Deletes an empty cart (the server refuses one with lines, saying why). */
export async function deleteCart(idCart: number): Promise<void> {
  const { csrfToken } = await currentTokens();
  await apiText('/cart/delete-cart', { method: 'POST', json: { csrfToken, idCart } });
  void pageDataChanged('cart');
}
