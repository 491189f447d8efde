import type { FastifyReply, FastifyRequest } from 'fastify';
import { sameOriginPath } from '../../shared/same-origin-path.ts';

/** True when the client prefers JSON over HTML (fetch with Accept: application/json); browsers get HTML. */
export function prefersJson(request: FastifyRequest): boolean {
  return request.accepts().type(['html', 'json']) === 'json';
}

/**
 * Where to go after login: a same-origin path, never the login page itself, in ASCII. A Location header
 * cannot carry characters outside Latin-1 (Node refuses `/€` with a 500), so the URL parser percent-encodes
 * them; its normalisation (`/..//evil`) may yield a protocol-relative path, hence the second check.
 */
export function safeReturnPath(value: unknown): string {
  const raw = sameOriginPath(value);
  if (raw === '/') return raw;
  const url = new URL(raw, 'http://shop.invalid');
  const path = sameOriginPath(url.pathname + url.search + url.hash);
  return url.pathname === '/login' ? '/' : path;
}

/** When an Origin header is present it must be this server's own origin. */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** After a form post: JSON `{ ok, redirect }` for the SPA, a 303 to the same place for a browser. */
export function redirectOrJson(request: FastifyRequest, reply: FastifyReply, path: string) {
  return prefersJson(request) ? reply.send({ ok: true, redirect: path }) : reply.redirect(path, 303);
}
