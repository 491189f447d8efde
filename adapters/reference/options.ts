import { z } from 'zod';
import { httpOrigin } from '../ports/parts-lookup.ts';
import { customerCapsSchema } from './caps.ts';
import { mailOptionsSchema } from './mail/mail-options.ts';
import { webServiceFlagOptionsSchema } from './web-service-flag.ts';
import { DEFAULT_PRODUCTS, MAX_PRODUCTS } from './seed/index.ts';

/** The reference adapter's options, validated when it is opened (a bad value stops the start). */
export const referenceOptionsSchema = z.object({
  /** Folder of `reference.sqlite`. */
  dataDir: z.string().min(1),
  /** Products the demo generator creates when the database is new. */
  seedProducts: z.number().int().min(1).max(MAX_PRODUCTS).default(DEFAULT_PRODUCTS),
  /**
   * The search's count cap: most hits one search ranks, counts and counts facets over; beyond it the total is
   * capped ("più di 1.000") and only relevance orders the results. Every part of a search reads at most this many
   * rows (+1), so the cost of a query does not grow with the catalogue.
   */
  searchCountCap: z.number().int().min(10).max(100_000).default(1000),
  /**
   * Catalogue searches in a worker thread over a read-only connection to the same file, on another core than the
   * shop's event loop (the shop's SEARCH_WORKER). Off: in-process.
   */
  searchWorker: z.boolean().default(false),
  /**
   * The origin the parts-catalogue provider's frame page is served on (the shop's PARTS_FRAME_ORIGIN); without it
   * the frame page is on the shop's own origin, the one each frame URL is asked for.
   */
  partsFrameOrigin: httpOrigin.optional(),
  /** What one customer may keep: open carts, addresses, lines per cart, attachment bytes (adapters/reference/caps.ts). */
  caps: customerCapsSchema.prefault({}),
  /** The outbox's SMTP server, From and retries (adapters/reference/mail/mail-options.ts). */
  mail: mailOptionsSchema.prefault({}),
  /** Test switch: customers whose web-service flag is missing or fails to save (adapters/reference/web-service-flag.ts). */
  webServiceFlag: webServiceFlagOptionsSchema.prefault({}),
});
export type ReferenceOptions = z.output<typeof referenceOptionsSchema>;
export type ReferenceOptionsInput = z.input<typeof referenceOptionsSchema>;
