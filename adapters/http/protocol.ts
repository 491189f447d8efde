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

/** A reply is either `{ output }` or `{ error: { code, message } }`. */
export const replyEnvelope = z.union([
  z.object({ output: z.unknown() }),
  z.object({ error: z.object({ code: z.enum(portErrorCodes), message: z.string() }) }),
]);

/** HTTP status the protocol server uses for each error code (the client reads the body, not the status). */
export const protocolErrorStatus = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unavailable: 503,
  timeout: 504,
} as const;
