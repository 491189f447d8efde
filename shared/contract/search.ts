import { z } from 'zod';
import { catalogueItem, rowCounters, searchFacets, searchFilters, searchSorts } from './catalogue.ts';
import { rowOffer } from './offer.ts';

/** A result row: the catalogue's product with the asker's offer for its minimum quantity (price, availability, delivery). */
export const searchRow = catalogueItem.extend({
  offer: rowOffer,
  /** Logged-in users' counters of alternatives, substitutes and necessaries (SPEC §1); absent for visitors. */
  counters: rowCounters.optional(),
  /** The product's main picture, small (configurator results): its URL and what it shows. */
  thumbnail: z.object({ url: z.string(), alt: z.string() }).optional(),
});
export type SearchRow = z.output<typeof searchRow>;

/** /cerca as JSON: the query as read, one page of rows, the count (a lower bound when capped), facets and order. */
export const searchPageReply = z.object({
  q: z.string(),
  /** The filters applied; `vehicle`: narrowed to the parts fitting the vehicle in the cookies (`veicolo=1`). */
  filters: searchFilters.omit({ productIds: true }).extend({ vehicle: z.boolean().optional() }),
  /** The order asked for; `sortApplied` is what the rows follow (relevance above the cap). */
  sort: z.enum(searchSorts),
  sortApplied: z.enum(searchSorts),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  capped: z.boolean(),
  facets: searchFacets,
  rows: z.array(searchRow),
  /** `veicolo=1` asked while the parts-catalogue provider did not answer: no rows, rather than parts that may not fit. */
  vehicleUnavailable: z.boolean().optional(),
});
export type SearchPageReply = z.output<typeof searchPageReply>;

/**
 * What a results page listing every row it has (no paging) says of /cerca's toolbar applied to them: the brands and
 * availability chosen (groups are not offered), the order asked for and the one followed (the provider's for a
 * visitor's price order), and the brands and availability of the rows left.
 */
const chosenRows = {
  filters: searchFilters.omit({ productIds: true }),
  sort: z.enum(searchSorts),
  sortApplied: z.enum(searchSorts),
  facets: searchFacets,
};

/** /ricerca-avanzata as JSON: the row of the vehicle-data search it was reached from, and its products. */
export const advancedSearchPageReply = z.object({
  codiceListino: z.string(),
  codiceArticolo: z.string(),
  tipo: z.enum(['A', 'O']),
  listino: z.string(),
  sos: z.enum(['S', 'N']),
  rows: z.array(searchRow),
  ...chosenRows,
});
export type AdvancedSearchPageReply = z.output<typeof advancedSearchPageReply>;

/**
 * /ricerca-ricambi?idMarca&codiceOE as JSON: the maker and its price list, the original (OE) number, the products
 * carrying it (`count` of them in the provider's catalogue) and their equivalents of other brands.
 */
export const oeResultsPageReply = z.object({
  idMarca: z.number().int(),
  marca: z.string(),
  codiceListino: z.string(),
  codiceOE: z.string(),
  count: z.number().int().min(0),
  rows: z.array(searchRow),
  equivalentsCount: z.number().int().min(0),
  equivalents: z.array(searchRow),
  /** The toolbar, applied to both lists. */
  ...chosenRows,
  /** The parts-catalogue provider did not answer (down or slow): what it should have listed is missing. */
  unavailable: z.boolean().optional(),
});
export type OeResultsPageReply = z.output<typeof oeResultsPageReply>;
