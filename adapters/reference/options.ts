import { z } from 'zod';
import { DEFAULT_PRODUCTS, MAX_PRODUCTS } from './seed/index.ts';

/** The reference adapter's options, validated when it is opened (a bad value stops the start). */
export const referenceOptionsSchema = z.object({
  /** Folder of `reference.sqlite`. */
  dataDir: z.string().min(1),
  /** Products the demo generator creates when the database is new. */
  seedProducts: z.number().int().min(1).max(MAX_PRODUCTS).default(DEFAULT_PRODUCTS),
  /** Most search hits ever ranked and counted; a one-letter query at a million products stops there. */
  searchHitLimit: z.number().int().min(100).max(10_000_000).default(100_000),
});
export type ReferenceOptions = z.output<typeof referenceOptionsSchema>;
export type ReferenceOptionsInput = z.input<typeof referenceOptionsSchema>;
