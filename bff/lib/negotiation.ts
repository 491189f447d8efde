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

/**
 * A form post from this site only (the login form has no CSRF token: there is no session yet). A browser's
 * Sec-Fetch-Site must be `same-origin` (or `none`: typed by the user); `same-site` is refused too, as a sibling
 * subdomain is another party. An Origin header must name this server's scheme and host (default ports aside).
 * A client that sends neither header is no browser another site could drive.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const theirs = new URL(origin);
    const ours = new URL(`${request.protocol}://${request.host}`);
    return theirs.protocol === ours.protocol && theirs.host === ours.host;
  } catch {
    return false;
  }
}

/** After a form post: JSON `{ ok, redirect }` for the SPA, a 303 to the same place for a browser. */
export function redirectOrJson(request: FastifyRequest, reply: FastifyReply, path: string) {
  return prefersJson(request) ? reply.send({ ok: true, redirect: path }) : reply.redirect(path, 303);
}
