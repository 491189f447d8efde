import { z } from 'zod';
import { configuratorKey, optionList } from '../../../shared/contract/configurators.ts';

/**
 * `/configuratore/{name}`: the form of one configurator, with the lists that need no choice yet (the first level
 * of a cascade, every field of oils and roof boxes) by their list URL, so the first HTML already offers them.
 */
export const pageReply = z.object({
  key: configuratorKey,
  slug: z.string(),
  lists: z.record(z.string(), optionList),
});
export type ConfiguratorPageReply = z.output<typeof pageReply>;
