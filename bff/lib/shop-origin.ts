import { isIP } from 'node:net';

/**
 * SHOP_ORIGIN (issue 19): the shop's public origin, the only one its absolute URLs name (the payment provider's
 * return, the parts-lookup frame and its parent, mail links). Never a request's Host or X-Forwarded-Host: a client
 * says what it likes there, and a proxy with several host names would make every link depend on the one asked for.
 */

/** True for an address only this machine reaches: 127.0.0.0/8, ::1 (also IPv4-mapped), `localhost`. */
function isLoopbackHost(host: string): boolean {
  const address = host.trim().toLowerCase();
  if (address === 'localhost') return true;
  if (isIP(address) === 4) return address.startsWith('127.');
  if (isIP(address) === 6) return address === '::1' || /^::ffff:127\./.test(address) || /^(0+:){7}0*1$/.test(address);
  return false;
}

interface ShopOriginSettings {
  HOST: string;
  PORT: number;
  SHOP_ORIGIN?: string | undefined;
  /** Any proxy trusted (true, a hop count, addresses): the browser reaches the shop through it, on another origin. */
  TRUST_PROXY: boolean | number | string[];
}

const PUBLIC_EXAMPLE = "the shop's public origin, such as https://shop.example.com";

/**
 * The shop's origin: SHOP_ORIGIN when named; else, listening on a loopback address only and behind no proxy,
 * http://localhost:$PORT (what `npm start` prints and a newcomer opens); else none, and why: a shop others reach
 * must name its public origin.
 */
export function resolveShopOrigin(settings: ShopOriginSettings): { origin: string } | { required: string } {
  if (settings.SHOP_ORIGIN) return { origin: settings.SHOP_ORIGIN };
  const proxied = Array.isArray(settings.TRUST_PROXY) ? settings.TRUST_PROXY.length > 0 : Boolean(settings.TRUST_PROXY);
  if (proxied) return { required: `is required behind a trusted proxy (TRUST_PROXY): ${PUBLIC_EXAMPLE}` };
  if (!isLoopbackHost(settings.HOST)) {
    return { required: `is required when HOST (${settings.HOST}) is not a loopback address: ${PUBLIC_EXAMPLE}` };
  }
  return { origin: `http://localhost:${settings.PORT}` };
}

/** An absolute URL on the shop: `pathAndQuery` (starting with `/`) on its origin. */
export function shopUrl(shopOrigin: string, pathAndQuery: string): string {
  return new URL(pathAndQuery, shopOrigin).toString();
}
