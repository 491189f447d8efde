import { z } from 'zod';
import { configuratorRowsReply, optionList } from './configurators.ts';

// The page data of the configurator pages (shared/routes.ts configurators, configurator, configuratorResults): what the
// server renders them with and the SPA reads from their own URLs (Accept: application/json).

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

/**
 * `/configuratore/{name}`: the form of one configurator, with the lists that need no choice yet (the first level
 * of a cascade, every field of oils and roof boxes) by their list URL, so the first HTML already offers them.
 */
export const configuratorPageReply = z.object({
  key: configuratorKey,
  slug: z.string(),
  lists: z.record(z.string(), optionList),
});
export type ConfiguratorPageReply = z.output<typeof configuratorPageReply>;

/**
 * `/configuratore/{name}/ricerca-avanzata?…` (SPEC §2): the products that fit the values asked (`params`, by the
 * results' parameter names of SPEC §2), as the catalogue's result rows, one page of them.
 */
export const configuratorResultsPageReply = configuratorRowsReply.extend({
  key: configuratorKey,
  slug: z.string(),
  params: z.record(z.string(), z.string()),
});
export type ConfiguratorResultsPageReply = z.output<typeof configuratorResultsPageReply>;
