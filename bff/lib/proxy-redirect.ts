/** The statuses whose Location the browser follows. */
export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

export interface ProxyRedirectScope {
  /** The provider's base URL (`VEHICLE_LOOKUP_URL`, without a trailing slash). */
  baseUrl: string;
  /** {vehicle_ws}: the prefix served by the shop and asked of the provider under its base URL. */
  vehicleWs: string;
  /** The provider's token: a Location carrying it is never passed on. */
  token?: string | undefined;
}

export type ProxyRedirect =
  | { ok: true; location: string }
  | {
      ok: false;
      /** Where the provider pointed, as logs may show it: origin and path, never its credentials or query. */
      target: string;
    };

/**
 * A provider's redirect as the browser may see it. The shop asked `{baseUrl}{requestUrl}`; a Location that resolves
 * (absolute or relative) under the provider's `{vehicle_ws}` on the same origin becomes the shop's own path under
 * `{vehicle_ws}`, origin-relative, query kept. Anything else (another host or scheme, another path of the provider,
 * credentials in the URL or the provider's token anywhere in it, no Location at all) is refused: forwarding it would
 * show the browser the provider's internals or make the shop an open redirect.
 */
export function rewriteProxyRedirect(location: string | undefined, requestUrl: string, scope: ProxyRedirectScope): ProxyRedirect {
  const base = new URL(scope.baseUrl);
  const providerPrefix = `${base.pathname.replace(/\/+$/, '')}${scope.vehicleWs}`;
  if (!location) return { ok: false, target: '(none)' };
  let resolved: URL;
  try {
    resolved = new URL(location, `${base.origin}${base.pathname.replace(/\/+$/, '')}${requestUrl}`);
  } catch {
    return { ok: false, target: '(invalid)' };
  }
  const target = `${resolved.origin}${resolved.pathname}`;
  const inside = resolved.pathname === providerPrefix || resolved.pathname.startsWith(`${providerPrefix}/`);
  const token = scope.token;
  const carriesSecret =
    resolved.username !== '' || resolved.password !== '' || (!!token && (location.includes(token) || safeDecode(location).includes(token)));
  const rewritten = `${scope.vehicleWs}${resolved.pathname.slice(providerPrefix.length)}${resolved.search}`;
  // `//host` or `/\\host` would be read by the browser as another host.
  const hostLike = /^[/\\]{2}/.test(rewritten);
  if (resolved.origin !== base.origin || !inside || carriesSecret || hostLike) return { ok: false, target };
  return { ok: true, location: rewritten };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
