import { announceCartChange, type AddToCartReply } from './cart.ts';
import { apiJson, currentTokens } from './fetch.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

// Apart from cart.ts (the header's cart, in the first bundle): only the screens that add to the cart load this.

export interface AddToCartInput {
  productId: number;
  quantity: number;
  /** An urgent line (it costs more); false when not said. */
  urgent?: boolean;
}

/**
 * POST /cart/add-ajax (SPEC's `fgurgente` S or N for the urgent flag) with the CSRF token in the body (as the spec's call has it) and in the header, and a key
 * of its own per click: a request the browser or a proxy sends again after a dropped connection carries the
 * same key, and the server adds once.
 */
export async function addToCart(input: AddToCartInput): Promise<AddToCartReply> {
  const { csrfToken } = await currentTokens();
  const reply = await apiJson<AddToCartReply>('/cart/add-ajax', {
    method: 'POST',
    json: { csrfToken, productId: input.productId, quantity: input.quantity, fgurgente: input.urgent ? 'S' : 'N' },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
  announceCartChange(reply);
  return reply;
}
