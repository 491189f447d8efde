import type { FastifyRequest } from 'fastify';

/** True when the client prefers JSON over HTML (fetch with Accept: application/json); browsers get HTML. */
export function prefersJson(request: FastifyRequest): boolean {
  return request.accepts().type(['html', 'json']) === 'json';
}

/** A same-origin path to return to after login; anything else (other hosts, //, backslashes) becomes '/'. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  if (/[\u0000-\u001f]/.test(value)) return '/';
  if (value === '/login' || value.startsWith('/login?')) return '/';
  return value;
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
