import type { RelationKind } from '../../shared/contract/catalogue.ts';
import type { ProductSummary } from '../../shared/contract/product.ts';
import { isApiError } from './api-error.ts';
import { apiJson, apiRequest } from './fetch.ts';

/** The row counters' kinds and their calls (SPEC §7 Catalogue, logged-in users only). */
export type CounterKind = Extract<RelationKind, 'alternatives' | 'substitutes' | 'necessaries'>;

const relatedPaths: Record<CounterKind, string> = {
  alternatives: 'get-alternative',
  substitutes: 'get-substitutes',
  necessaries: 'get-necessaries',
};

/** The URL (and SWR key) of a product's related products of one kind. */
export function relatedUrl(kind: CounterKind, id: number): string {
  return `/sfapi/v1/catalog/product/${relatedPaths[kind]}?id=${id}`;
}

export const fetchRelated = (url: string) => apiJson<ProductSummary[]>(url);

/**
 * GET /ws-image/search {productId}, once per product card; the reply is unused (SPEC §7). A lookup that only
 * logs (SPEC §8, DESIGN "Recipes"): a failure logs `errore {status}` with the product id and shows nothing.
 * Not an SWR key, so the global error snackbar (SWRConfig onError) never hears of it.
 */
export async function searchImages(productId: number, signal?: AbortSignal): Promise<void> {
  try {
    const response = await apiRequest(`/ws-image/search?productId=${productId}`, { signal });
    await response.arrayBuffer(); // unused, but read: an unread body keeps the request open
  } catch (error) {
    if (signal?.aborted) return;
    console.warn(`errore ${isApiError(error) ? error.status : 0}`, productId);
  }
}
