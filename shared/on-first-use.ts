/**
 * A value made the first time it is asked for. For Intl formatters: the first Intl object a page makes costs tens of
 * milliseconds of ICU set-up on a phone, which a module should not pay on import for a screen that never formats.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
