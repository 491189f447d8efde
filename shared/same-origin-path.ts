/**
 * A path on this site to go to, or '/' for anything else (other hosts, protocol-relative `//`,
 * backslashes browsers read as slashes, control characters). Used by the BFF for login's return path
 * and by the SPA before following a redirect.
 */
export function sameOriginPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  // Control characters (a header splitter, a NUL) never belong in a path we redirect to.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return '/';
  return value;
}
