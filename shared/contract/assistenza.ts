import { z } from 'zod';

export { assistenzaCallNames, assistenzaCallParams, type AssistenzaCallName } from '../assistenza-calls.ts';

/**
 * The support pages (/assistenza, staff only): one live call of a parts-catalogue operation as the trace of
 * adapters/ports/trace.ts saw it. The BFF answers it for GET /assistenza/… and in the page's data; the SPA shows it.
 */

/** One attempt of the http adapter against the upstream (absent with an embedded implementation). */
export const upstreamExchange = z.object({
  attempt: z.number().int(),
  method: z.string(),
  url: z.string(),
  status: z.number().int().nullable(),
  durationMs: z.number(),
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string(),
  replyHeaders: z.record(z.string(), z.string()),
  replyBody: z.string(),
  truncated: z.boolean(),
  error: z.string().optional(),
});
export type UpstreamExchange = z.output<typeof upstreamExchange>;

export const assistenzaExchange = z.object({
  /** The GET call as it can be repeated, e.g. /assistenza/catalogo/list-results?artCode=P85020 */
  call: z.string(),
  /** The port operation it ran, e.g. partsLookup.articles */
  operation: z.string(),
  input: z.unknown(),
  ok: z.boolean(),
  /** The HTTP status the shop answers for this outcome elsewhere (200, or the status of the error code). */
  status: z.number().int(),
  errorCode: z.string().optional(),
  message: z.string().optional(),
  durationMs: z.number(),
  /** bypassed: the BFF's cache was skipped (a live exchange); not-cacheable: the operation is never cached. */
  cache: z.enum(['bypassed', 'hit', 'miss', 'not-cacheable']),
  reply: z.unknown(),
  upstream: z.array(upstreamExchange).optional(),
  /** The http adapter refused the call: its circuit breaker is open. */
  circuitOpen: z.boolean().optional(),
});
export type AssistenzaExchange = z.output<typeof assistenzaExchange>;

/** The page's data: the exchange of the call its query names, if any. */
export const assistenzaPageReply = z.object({ exchange: assistenzaExchange.nullable() });
