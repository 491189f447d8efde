import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Headers every reply carries: no MIME sniffing, no framing by other sites, no full URLs leaked to them. */
export const securityHeadersPlugin = fp(async function securityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    return payload;
  });
});
