import { z } from 'zod';
import { op } from './op.ts';

/**
 * One row of the vehicle-data search (SPEC §3 search result row): an article code as one price list holds it.
 * The same code often exists in several lists (a brand's and a car maker's OE numbers); the user picks the row
 * and lands on /ricerca-avanzata with its values.
 */
export const articleLookupRow = z.object({
  /** codiceListino: the price list's code (a brand's, or a car maker's for OE numbers). */
  priceListCode: z.string().min(1),
  /** listino: the price list's name. */
  priceList: z.string().min(1),
  /** codiceArticolo: the code as that list writes it. */
  code: z.string().min(1),
  /** tipo: an article of a brand (A) or an original-equipment number (O). */
  kind: z.enum(['article', 'oe']),
  /** sos: whether the list's equivalents (cross-references) are offered with it. */
  withEquivalents: z.boolean(),
  /** What the code is, as the provider describes it. */
  description: z.string(),
});
export type ArticleLookupRow = z.output<typeof articleLookupRow>;

/**
 * The parts-catalogue provider's code lookup (the "vehicle-data search" of SPEC §2 search form behaviour):
 * often another company's system, so configured apart from the ERP.
 */
export const partsLookupPort = {
  /**
   * The price lists that hold a code (after normalisation): exact article codes and OE numbers, then codes the
   * query begins, at most 50 rows; empty when none.
   */
  articles: op({
    input: z.object({ q: z.string().trim().min(1).max(100) }),
    output: z.array(articleLookupRow).max(50),
    idempotent: true,
    cache: '10m',
    cacheBy: 'global',
  }),
};
