import { z } from 'zod';
import { catalogueItem } from './catalogue.ts';
import { searchRow } from './search.ts';

// The configurators' option values and results (SPEC §3, §7 Configurators), shared by the configurators port, the
// BFF and the SPA. Option values travel as the texts the lists give (a brand, a year, a size): the port answers
// plain values, the BFF forms SPEC's delimited values (roof bars' `|`, snow chains' `-`, trunk liners' `##`).

/** One option value as a list gives it and a form sends it back: a non-empty text. */
export const optionValue = z.string().trim().min(1).max(100);
/** A configurator's list of option values, in the order to show them (sizes and years ascending, names A–Z). */
export const optionList = z.array(z.string().min(1));
export type OptionList = z.output<typeof optionList>;

/** The group of the configurators port behind a configurator (shared/configurators.ts ConfiguratorKey). */
export const configuratorKey = z.enum([
  'carMats',
  'carCovers',
  'roofBoxes',
  'oils',
  'ownBrandBatteries',
  'batteries',
  'tyres',
  'roofBars',
  'snowChains',
  'trunkLiners',
]);

/** A page of a configurator's results: the catalogue's products that fit, best match first. */
export const resultsPaging = z.object({
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(100).default(24),
});

/** The results of a configurator: catalogue items (no price or stock: the BFF asks pricing and availability). */
export const configuratorResults = z.object({ rows: z.array(catalogueItem), total: z.number().int().min(0) });
export type ConfiguratorResults = z.output<typeof configuratorResults>;

/** The EU tyre label (Reg. 2020/740) and the size of a tyre, as its result row shows them. */
export const tyreDetails = z.object({
  width: z.number().int().positive(),
  ratio: z.number().int().positive(),
  diameter: z.number().int().positive(),
  loadIndex: z.number().int().positive(),
  speedCode: z.string().min(1).max(2),
  season: z.enum(['estiva', 'invernale', 'quattro-stagioni']),
  /** EU label classes A–E. */
  fuelClass: z.enum(['A', 'B', 'C', 'D', 'E']),
  wetGripClass: z.enum(['A', 'B', 'C', 'D', 'E']),
  noiseDb: z.number().int().min(50).max(90),
  noiseClass: z.enum(['A', 'B', 'C']),
});
export type TyreDetails = z.output<typeof tyreDetails>;

// The speed codes and the catalogue search text of a tyre size live in a zod-free module the SPA may import.
export { SPEED_CODES, tyreSearchText } from '../tyre-size.ts';

/**
 * A configurator's result row as the SPA shows it: the catalogue's row with the asker's offer, a tyre's size and
 * label (and whether it is rated above what was asked), and `priceUnavailable` when the customer's price could not be had (SPEC §8: the tyre shows `N/D`).
 */
export const configuratorRow = searchRow.extend({
  tyre: tyreDetails.optional(),
  /** A tyre rated above the load index or speed code asked (they are minimums): the buyer is told. */
  tyreAbove: z.object({ load: z.boolean(), speed: z.boolean() }).optional(),
  /** An oil's litres: its price per litre is shown. */
  litres: z.number().positive().optional(),
  priceUnavailable: z.boolean().optional(),
});
export type ConfiguratorRow = z.output<typeof configuratorRow>;

/** What narrows or orders a configurator's results besides its own fields: a brand, a tyre season, the price. */
export const configuratorRefine = z.object({
  marca: z.string().optional(),
  stagione: tyreDetails.shape.season.optional(),
  ordine: z.enum(['prezzo']).optional(),
});
export type ConfiguratorRefine = z.output<typeof configuratorRefine>;

/** The reply of a results call (the POSTed battery and tyre forms) and the rows part of a results page. */
export const configuratorRowsReply = z.object({
  rows: z.array(configuratorRow),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** The refine asked, and the brands and (tyres) seasons of the search's results to refine by. */
  refine: configuratorRefine,
  brands: z.array(z.string()),
  seasons: z.array(tyreDetails.shape.season),
});
export type ConfiguratorRowsReply = z.output<typeof configuratorRowsReply>;
