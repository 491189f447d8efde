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
 * An http(s) origin: scheme, host and port, no path (a trailing slash is dropped). The shop's origin the frame is
 * for; anything else (a path, another scheme, `javascript:`) is refused, so a frame can never be bound to a page
 * that is not an origin.
 */
export const httpOrigin = z
  .string()
  .trim()
  .transform((value, ctx) => {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    // Nothing but scheme, host and port (a default port written out, as a Host header may carry it, is fine).
    const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !value.endsWith('?');
    if (!url || !bare || !['http:', 'https:'].includes(url.protocol)) {
      ctx.addIssue({ code: 'custom', message: 'must be an origin such as https://catalogo.example.com (no path)' });
      return z.NEVER;
    }
    return url.origin;
  });

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
  /**
   * The URL of the provider's frame page for the shop at `origin` (SPEC §2/§7, the parts-lookup login path's
   * text): an absolute http(s) URL of a page that posts messages only to `origin` and may be framed only by it.
   * Never cached: a provider may put a per-session token in it.
   */
  frameUrl: op({
    input: z.object({ origin: httpOrigin }),
    output: z.object({ url: z.url({ protocol: /^https?$/ }) }),
    idempotent: true,
  }),
};
