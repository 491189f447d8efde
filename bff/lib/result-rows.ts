import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogueItem } from '../../shared/contract/catalogue.ts';
import type { SearchRow } from '../../shared/contract/search.ts';
import { offersFor } from './offers.ts';

/**
 * Result rows as the pages show them: each product with the asker's offer for its minimum quantity, asked for
 * the whole page at once (one call each for prices, availability and delivery). A product the ERP no longer
 * prices or stocks between the two calls is left out rather than shown without an offer.
 */
export async function resultRows(app: FastifyInstance, request: FastifyRequest, items: CatalogueItem[]): Promise<SearchRow[]> {
  if (items.length === 0) return [];
  const offers = await offersFor(
    app,
    request,
    items.map((item) => ({ productId: item.id, quantity: item.minQty })),
  );
  return items.flatMap((item) => {
    const offer = offers.get(item.id);
    return offer ? [{ ...item, offer }] : [];
  });
}
