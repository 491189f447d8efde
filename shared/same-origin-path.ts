/**
 * A path on this site to go to, or '/' for anything else (other hosts, protocol-relative `//`,
 * backslashes browsers read as slashes, control characters). Used by the BFF for login's return path
 * and by the SPA before following a redirect.
 */
export function sameOriginPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  if (/[\u0000-\u001f]/.test(value)) return '/';
  return value;
}
