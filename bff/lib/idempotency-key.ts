import type { FastifyRequest } from 'fastify';

/** The request's `Idempotency-Key` as the port context takes it: a retried call with the same key has one effect. */
export function idempotencyKeyOf(request: FastifyRequest): { idempotencyKey?: string } {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key ? { idempotencyKey: key.slice(0, 200) } : {};
}
