import { z } from 'zod';
import { actorSchema } from '../ports/op.ts';
import { portErrorCodes } from '../ports/port-error.ts';

/**
 * The upstream protocol: one call per operation, `POST {UPSTREAM_URL}/{port}/{operation}`
 * with headers X-Request-Id and (for calls that must not repeat an effect) Idempotency-Key.
 */
export const requestEnvelope = z.object({
  input: z.unknown(),
  context: z.object({ actor: actorSchema.nullable() }),
});

/**
 * A failure: one of six codes, the reason from the operation's closed list (adapters/ports/reasons.ts) with its
 * data, and an optional detail for the shop's logs (never shown to a user: the shop words the reason itself).
 */
export const errorBody = z.object({
  code: z.enum(portErrorCodes),
  reason: z.string().min(1).max(100),
  data: z.record(z.string(), z.unknown()).default({}),
  detail: z.string().max(2000).optional(),
});
export type ErrorBody = z.output<typeof errorBody>;

/** A reply is either `{ output }` or `{ error: { code, reason, data, detail? } }`. */
export const replyEnvelope = z.union([z.object({ output: z.unknown() }), z.object({ error: errorBody })]);

/** HTTP status the protocol server uses for each error code (the client reads the body, not the status). */
export const protocolErrorStatus = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unavailable: 503,
  timeout: 504,
} as const;
