import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogueItem, RowCounters } from '../../shared/contract/catalogue.ts';
import type { SearchRow } from '../../shared/contract/search.ts';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/language.ts';
import { catalogueText } from './catalogue-text.ts';
import { offersFor, type OfferOptions } from './offers.ts';

/**
 * Logged-in users' counters of alternatives, substitutes and necessaries (SPEC §1, §6), for a page of products
 * in one call. Counters only add to a row: if the call fails the rows go out without them (logged), not the page.
 */
async function countersFor(app: FastifyInstance, request: FastifyRequest, ids: number[]): Promise<Map<number, RowCounters>> {
  const counters = new Map<number, RowCounters>();
  if (request.session.actor === null) return counters;
  try {
    const counts = await app.ports.catalogue.relationCounts({ ids }, request.portCtx());
    for (const { productId, alternatives, substitutes, necessaries } of counts) {
      counters.set(productId, { alternatives, substitutes, necessaries });
    }
  } catch (error) {
    request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'row counters not loaded');
  }
  return counters;
}

/** The rows' description and group name in the request's language (issue 29: the ERP writes them in Italian). */
async function catalogueTexts(app: FastifyInstance, request: FastifyRequest, items: CatalogueItem[]) {
  const texts = new Map<number, Pick<CatalogueItem, 'description' | 'group'>>();
  if (request.shopLanguage === DEFAULT_LANGUAGE) return texts;
  await Promise.all(
    items.map(async (item) => {
      const [description, group] = await Promise.all([
        catalogueText(app, request, item.description),
        catalogueText(app, request, item.group.name),
      ]);
      texts.set(item.id, { description, group: { ...item.group, name: group } });
    }),
  );
  return texts;
}

/**
 * Result rows as the pages show them: each product with the asker's offer for its minimum quantity, asked for
 * the whole page at once (one call each for prices, availability and delivery, and for a logged-in user the
 * relation counters, all in parallel). A product the ERP no longer prices or stocks between the two calls is
 * left out rather than shown without an offer.
 */
export async function resultRows<T extends CatalogueItem>(
  app: FastifyInstance,
  request: FastifyRequest,
  items: T[],
  options: OfferOptions = {},
): Promise<Array<T & Omit<SearchRow, keyof CatalogueItem>>> {
  if (items.length === 0) return [];
  const [offers, counters, texts] = await Promise.all([
    offersFor(
      app,
      request,
      items.map((item) => ({ productId: item.id, quantity: item.minQty })),
      options,
    ),
    countersFor(app, request, [...new Set(items.map((item) => item.id))]),
    catalogueTexts(app, request, items),
  ]);
  return items.flatMap((raw) => {
    const offer = offers.get(raw.id);
    if (!offer) return [];
    const item = { ...raw, ...texts.get(raw.id) };
    const rowCounters = counters.get(item.id);
    return [rowCounters ? { ...item, offer, counters: rowCounters } : { ...item, offer }];
  });
}
