import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Only the shop's own scripts run: an injected <script> or event handler does nothing.
// Inline styles stay allowed: Radix positions popovers with them.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Headers every reply carries: its request id, a content security policy, no MIME sniffing, no framing by other sites, no full URLs leaked to them. */
export const replyHeadersPlugin = fp(async function replyHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    reply.header('x-request-id', request.id);
    done();
  });
});
