import type { QuickOrderReply } from '../../shared/contract/cart.ts';
import type { ProductView } from '../../shared/contract/catalogue.ts';
import { announceCartChange } from './cart.ts';
import { apiJson, currentTokens } from './fetch.ts';

/** SPEC §7: the products that have exactly this code (in any price list). */
export function productsByCode(code: string, signal?: AbortSignal): Promise<ProductView[]> {
  return apiJson<ProductView[]>(`/sfapi/v1/catalog/product-code/${encodeURIComponent(code)}`, { signal });
}

/**
 * Many `code quantity` lines at once (POST /cart/quick-order). `idempotencyKey` names this paste: sending it again
 * (a retry after a dropped connection, a double click) adds nothing twice.
 */
export async function addPastedLines(text: string, idempotencyKey: string): Promise<QuickOrderReply> {
  const { csrfToken } = await currentTokens();
  const reply = await apiJson<QuickOrderReply>('/cart/quick-order', {
    method: 'POST',
    json: { csrfToken, text },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  // As an add: the cart's pages ask again and the header's count blinks.
  announceCartChange(reply.cart);
  return reply;
}
