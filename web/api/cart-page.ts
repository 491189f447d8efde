import type { CartView } from '../../shared/contract/cart.ts';
import { announceCartChange } from './cart.ts';
import { pageDataChanged } from './page-changes.ts';
import { apiJson, apiRequest, currentTokens } from './fetch.ts';

/** Every page showing the cart asks again (web/api/page-changes.ts), whichever page of lines the cart page shows. */
export function reloadCartPage(): Promise<unknown> {
  return pageDataChanged('cart');
}

/** What an edit needs to know of the cart it changes: which one, and the version the page shows. */
export interface CartRef {
  idCart: number;
  version: number;
}

export type CartHeaderChanges = Partial<Pick<CartView, 'nomeOrdine' | 'noteOrdine' | 'vin' | 'plate' | 'modello'>>;
export interface CartItemChanges {
  quantity?: number;
  note?: string;
  /** The line's own urgent flag (SPEC's fgurgente S/N). */
  urgent?: boolean;
  vehicle?: string;
}

/** SPEC's S/N flag as the wire has it. */
const flagSN = (on: boolean): 'S' | 'N' => (on ? 'S' : 'N');

/** Whether the customer flagged the cart, or a line of it, urgent (SPEC's fgurgente S). */
export const isFlaggedUrgent = (flagged: Pick<CartView, 'fgurgente'>): boolean => flagged.fgurgente === 'S';

/** The version the page shows goes in If-Match: a cart changed since (another tab, a colleague) answers 409. */
const ifMatch = (cart: CartRef) => ({ 'If-Match': `"${cart.version}"` });

/** The cart's version after a change, from the reply's ETag; the caller keeps the old one when there is none. */
function versionAfter(response: Response, cart: CartRef): CartRef {
  const match = /"(\d+)"/.exec(response.headers.get('etag') ?? '');
  return match?.[1] ? { idCart: cart.idCart, version: Number(match[1]) } : cart;
}

/** The page redraws from the server (totals, availability and promises move with each change); the header follows. */
function redraw(cart?: CartView): void {
  void reloadCartPage();
  if (cart) announceCartChange({ idCart: cart.idCart, lines: cart.items.length, quantity: cart.items.reduce((n, i) => n + i.quantity, 0) });
}

const HEADER_FORMS: { path: string; fields: (keyof CartHeaderChanges)[] }[] = [
  { path: '/cart/update-nome-ordine', fields: ['nomeOrdine'] },
  { path: '/cart/update-note-ordine', fields: ['noteOrdine'] },
  { path: '/cart/update-dati-veicolo', fields: ['vin', 'plate', 'modello'] },
];

/**
 * Saves the header's changed fields through SPEC's form actions (name, notes, vehicle: each answers text OK), one
 * after the other, each naming the version the previous one left. Answers the cart's version after them.
 */
export async function saveCartHeader(cart: CartRef, current: CartHeaderChanges, changes: CartHeaderChanges): Promise<CartRef> {
  let ref = cart;
  const { csrfToken } = await currentTokens();
  for (const { path, fields } of HEADER_FORMS) {
    if (!fields.some((field) => changes[field] !== undefined && changes[field] !== current[field])) continue;
    const form = new URLSearchParams({ csrfToken, idCart: String(ref.idCart) });
    for (const field of fields) form.set(field, changes[field] ?? current[field] ?? '');
    const response = await apiRequest(path, { method: 'POST', form, accept: 'text', headers: ifMatch(ref) });
    // Read the "OK": a body left unread keeps the request open in the browser.
    await response.text();
    ref = versionAfter(response, ref);
  }
  if (ref !== cart) redraw();
  return ref;
}

/** SPEC's GETs that change the cart: the order type and the urgent flag (the token goes as X-CSRF-Token). */
async function setCartFlag(cart: CartRef, path: string, flag: Record<string, string>): Promise<CartView> {
  const query = new URLSearchParams({ idCart: String(cart.idCart), ...flag });
  const updated = await apiJson<CartView>(`${path}?${query.toString()}`, { csrf: true, headers: ifMatch(cart) });
  redraw(updated);
  return updated;
}

/** Sets the cart's order type (SPEC's tipo_ordine, an ERP code). */
export const setCartOrderType = (cart: CartRef, orderType: string): Promise<CartView> =>
  setCartFlag(cart, '/cart/update-cart-tipo-ordine', { tipo_ordine: orderType });

/** Flags the whole cart urgent, or not (SPEC's fgurgente). */
export const setCartUrgent = (cart: CartRef, urgent: boolean): Promise<CartView> =>
  setCartFlag(cart, '/update-cart-fgurgente', { fgurgente: flagSN(urgent) });

/** SPEC's cart item update form, with csrfToken and stateVersionToken; answers the cart as it now is. */
export async function updateCartItem(cart: CartRef, orderItemId: number, changes: CartItemChanges): Promise<CartView> {
  const { csrfToken, stateVersionToken } = await currentTokens();
  const form = new URLSearchParams({ csrfToken, stateVersionToken, idCart: String(cart.idCart), orderItemId: String(orderItemId) });
  const { urgent, ...fields } = changes;
  for (const [field, value] of Object.entries(fields)) if (value !== undefined) form.set(field, String(value));
  if (urgent !== undefined) form.set('fgurgente', flagSN(urgent));
  const updated = await apiJson<CartView>('/cart/update-cart-item', { method: 'POST', form, headers: ifMatch(cart) });
  redraw(updated);
  return updated;
}

export async function removeCartItem(cart: CartRef, orderItemId: number): Promise<CartView> {
  const { csrfToken } = await currentTokens();
  const form = new URLSearchParams({ csrfToken, idCart: String(cart.idCart), orderItemId: String(orderItemId) });
  const updated = await apiJson<CartView>('/cart/remove-cart-item', { method: 'POST', form, headers: ifMatch(cart) });
  redraw(updated);
  return updated;
}
