import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Headers every reply carries: no MIME sniffing, no framing by other sites, no full URLs leaked to them. */
export const securityHeadersPlugin = fp(async function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
});
