import type { HitWindows } from '../../shared-state/shared-state.ts';
import { DEVICE_COOKIE_MS, type Device } from './device-cookie.ts';
import { accountName } from './login-throttle.ts';

/**
 * Logins one device cookie may vouch for in its window; past them its browser is judged as a stranger's again. A
 * successful one replaces the cookie, so in effect these are the cookie's failures.
 */
export const DEVICE_ATTEMPTS = 5;
export const DEVICE_WINDOW_MS = 15 * 60_000;
/** A password change is remembered as long as a cookie issued before it could live. */
const PASSWORD_CHANGE_MEMORY_MS = DEVICE_COOKIE_MS + 24 * 3600_000;

const attemptsKey = (device: Device) => `login:device:${device.nonce}`;
const passwordChangesKey = (username: string) => `login:password-changed:${accountName(username)}`;

/**
 * OWASP's device cookies: a browser that logged in as a user before is let past the strangers' lockouts
 * (login-throttle.ts) when it tries that user again, and judged by its own small count instead, so no stranger can
 * lock the real user out and a stolen cookie still guesses slowly. A password change voids every cookie issued before
 * it (kept in the shared state: any instance sees it).
 */
export class TrustedDevices {
  constructor(private readonly windows: HitWindows) {}

  /**
   * The device when it vouches for this login: issued for this username, after the user's last password change, and
   * under its count, which this attempt then takes at once (in one step with the check: guesses sent in parallel with
   * a stolen cookie get no more than DEVICE_ATTEMPTS). Null: the browser is a stranger's.
   */
  async vouching(device: Device | null, username: string, now: number): Promise<Device | null> {
    if (!device || device.username !== accountName(username)) return null;
    const changes = await this.windows.recent(passwordChangesKey(device.username), PASSWORD_CHANGE_MEMORY_MS, now);
    const changed = changes.at(-1);
    if (changed !== undefined && device.issuedAt <= changed) return null;
    const { taken } = await this.windows.hitIfUnder([attemptsKey(device)], DEVICE_ATTEMPTS, DEVICE_WINDOW_MS, now);
    return taken ? device : null;
  }

  /** The user's password changed: every device cookie issued for them until now stops vouching. */
  async passwordChanged(username: string, now: number): Promise<void> {
    await this.windows.hit(passwordChangesKey(username), PASSWORD_CHANGE_MEMORY_MS, now);
  }
}
