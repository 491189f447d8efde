import { isIP } from 'node:net';

/**
 * SHOP_ORIGIN (issue 19): the shop's public origin, the only one its absolute URLs name (the payment provider's
 * return, the parts-lookup frame and its parent, mail links). Never a request's Host or X-Forwarded-Host: a client
 * says what it likes there, and a proxy with several host names would make every link depend on the one asked for.
 */

/** True for an address only this machine reaches: 127.0.0.0/8, ::1 (also IPv4-mapped), `localhost`. */
export function isLoopbackHost(host: string): boolean {
  const address = host.trim().toLowerCase();
  if (address === 'localhost') return true;
  if (isIP(address) === 4) return address.startsWith('127.');
  if (isIP(address) === 6) return address === '::1' || /^::ffff:127\./.test(address) || /^(0+:){7}0*1$/.test(address);
  return false;
}

/**
 * The shop's origin: SHOP_ORIGIN when named; else, listening on a loopback address only, http://localhost:$PORT (what
 * `npm start` prints and a newcomer opens); else none: a shop others reach must name its public origin.
 */
export function resolveShopOrigin(settings: { HOST: string; PORT: number; SHOP_ORIGIN?: string | undefined }): string | undefined {
  if (settings.SHOP_ORIGIN) return settings.SHOP_ORIGIN;
  return isLoopbackHost(settings.HOST) ? `http://localhost:${settings.PORT}` : undefined;
}

/** An absolute URL on the shop: `pathAndQuery` (starting with `/`) on its origin. */
export function shopUrl(shopOrigin: string, pathAndQuery: string): string {
  return new URL(pathAndQuery, shopOrigin).toString();
}
