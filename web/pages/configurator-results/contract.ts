import { z } from 'zod';
import { configuratorKey, configuratorRowsReply } from '../../../shared/contract/configurators.ts';

/**
 * `/configuratore/{name}/ricerca-avanzata?…` (SPEC §2): the products that fit the values asked (`params`, by the
 * results' parameter names of SPEC §2), as the catalogue's result rows, one page of them.
 */
export const pageReply = configuratorRowsReply.extend({
  key: configuratorKey,
  slug: z.string(),
  params: z.record(z.string(), z.string()),
});
export type ConfiguratorResultsPageReply = z.output<typeof pageReply>;
