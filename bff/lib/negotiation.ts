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

/** How an Accept header rates one media type: its quality, how specific the matching range is, and its position. */
function rating(ranges: string[], type: string): { q: number; specificity: number; index: number } {
  let best = { q: 0, specificity: -1, index: ranges.length };
  ranges.forEach((range, index) => {
    const [name = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const specificity = name === type ? 2 : name === `${type.split('/')[0]}/*` ? 1 : name === '*/*' ? 0 : -1;
    if (specificity <= best.specificity) return;
    const q = Number(params.find((param) => param.startsWith('q='))?.slice(2) ?? '1');
    best = { q: Number.isFinite(q) ? q : 0, specificity, index };
  });
  return best;
}

/**
 * prefersJson for a bare Accept header, where @fastify/accepts cannot run (Fastify's framework errors come before
 * the request's decorations; Node's client errors have only the bytes received): the same choice between HTML and
 * JSON, HTML on a tie or without the header.
 */
export function acceptPrefersJson(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = accept.split(',');
  const html = rating(ranges, 'text/html');
  const json = rating(ranges, 'application/json');
  if (json.q !== html.q) return json.q > html.q;
  if (json.q === 0) return false;
  if (json.specificity !== html.specificity) return json.specificity > html.specificity;
  return json.index < html.index;
}
