import type { FastifyRequest } from 'fastify';
import { t } from '../../shared/i18n/server.ts';
import { HttpError } from './http-error.ts';

/** The cart the session points at, as the carts port takes it (none yet: the port picks the latest open cart). */
export function sessionCartRef(request: FastifyRequest): { cartId?: number } {
  const cartId = request.session.data?.cartId;
  return cartId ? { cartId } : {};
}

/**
 * Keeps the session on the cart the ERP answered: the first cart written, or the latest open cart once the
 * session's own was ordered or deleted. Only a stored session is changed (a visitor has no cart).
 */
export async function followCart(request: FastifyRequest, cartId: number): Promise<void> {
  if (cartId > 0 && request.session.data && request.session.data.cartId !== cartId) await request.session.update({ cartId });
}

/**
 * Makes `cartId` the session's active cart (switch cart, a new cart): a new state version, so a page still showing
 * the previous cart gets 409 on its next edit instead of changing a cart it does not show.
 */
export async function activateCart(request: FastifyRequest, cartId: number): Promise<void> {
  const data = request.session.data;
  if (!data) return;
  await request.session.update({ cartId, stateVersion: data.stateVersion + 1 });
}

/** A version as the shop writes it: digits without a leading zero (`"05"` is no version it sent: ETags compare as text). */
const VERSION = /^(?:W\/)?"(0|[1-9]\d{0,14})"$/;

/**
 * The cart version the page was showing, from `If-Match: "<version>"`: an edit of a cart changed since is refused
 * with 409 (the port's conflict), never written over another tab's change. Absent: no check (a plain form).
 */
export function expectedCartVersion(request: FastifyRequest): { expectedVersion?: number } {
  const header = request.headers['if-match'];
  if (header === undefined) return {};
  const match = VERSION.exec(String(header).trim());
  if (!match?.[1]) throw new HttpError(400, t('JS_CART_VERSION_INVALID'));
  return { expectedVersion: Number(match[1]) };
}
