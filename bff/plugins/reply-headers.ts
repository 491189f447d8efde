import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { CONSENT_EARLY_ANSWER_SCRIPT } from '../../shared/fragments/consent-early-answer.ts';

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

// Only the shop's own scripts run: an injected <script> or event handler does nothing. The one inline script, the
// cookie notice's early answer, is allowed by its hash: only that exact text runs.
// Inline styles stay allowed: Radix positions popovers with them.
const POLICY = {
  'default-src': "'self'",
  'script-src': `'self' ${scriptHash(CONSENT_EARLY_ANSWER_SCRIPT)}`,
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'self'",
};

/**
 * The content security policy: the shop's own policy, with frame-src exactly the parts-lookup frame's origin
 * (PARTS_FRAME_ORIGIN; the shop's own by default) and any directive replaced by `overrides`.
 */
export function contentSecurityPolicy(frameOrigin: string | undefined, overrides: Partial<Record<string, string>> = {}): string {
  const directives: Record<string, string | undefined> = { ...POLICY, 'frame-src': frameOrigin ?? "'self'", ...overrides };
  return Object.entries(directives)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Once a browser reached the shop over https, it never again tries plain http (for a year, subdomains too). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every reply carries: its request id, a content security policy, no MIME sniffing, no framing by
 * other sites, no full URLs leaked to them; over https (direct, or as a trusted proxy says), HSTS.
 */
export const replyHeadersPlugin = fp(async function replyHeaders(app: FastifyInstance) {
  const policy = contentSecurityPolicy(app.config.PARTS_FRAME_ORIGIN);
  // Made once: only the request id differs from one reply to the next.
  const plain = shopHeaders(policy, false);
  const secure = shopHeaders(policy, true);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? secure : plain).header('x-request-id', request.id);
    done();
  });
});

/**
 * The headers above as a plain record, for the replies written before any hook runs (Fastify's framework errors)
 * or without a request at all (Node's client errors: no request id, no https to tell).
 */
export function shopHeaders(policy: string, https: boolean, requestId?: string): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    'content-security-policy': policy,
    ...(requestId ? { 'x-request-id': requestId } : {}),
    // Browsers ignore HSTS over plain http, and sending it there would only mislead a reader of the headers.
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}
