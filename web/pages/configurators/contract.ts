import { z } from 'zod';

/** The configurators' landing page: the list is shared/configurators.ts; the data carries the own-brand batteries path. */
export const pageReply = z.object({ ownBrandBatteries: z.string() });
