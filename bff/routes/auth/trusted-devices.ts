import type { HitWindows } from '../../shared-state/shared-state.ts';
import { DEVICE_COOKIE_MS, type Device } from './device-cookie.ts';
import { accountName } from './login-throttle.ts';

/** Failures one device cookie may have in its window; past them its browser is judged as a stranger's again. */
export const DEVICE_FAILURES = 5;
export const DEVICE_WINDOW_MS = 15 * 60_000;
/** A password change is remembered as long as a cookie issued before it could live. */
const PASSWORD_CHANGE_MEMORY_MS = DEVICE_COOKIE_MS + 24 * 3600_000;

const failuresKey = (device: Device) => `login:device:${device.nonce}`;
const passwordChangesKey = (username: string) => `login:password-changed:${accountName(username)}`;

/**
 * OWASP's device cookies: a browser that logged in as a user before is let past the strangers' lockouts
 * (login-throttle.ts) when it tries that user again, and judged by its own small failure count instead, so no
 * stranger can lock the real user out and a stolen cookie still guesses slowly. A password change voids every cookie
 * issued before it (kept in the shared state: any instance sees it).
 */
export class TrustedDevices {
  constructor(private readonly windows: HitWindows) {}

  /** Whether the device vouches for this login: issued for this username, after its last password change, under its count. */
  async vouchFor(device: Device | null, username: string, now: number): Promise<boolean> {
    if (!device || device.username !== accountName(username)) return false;
    const [changes, failures] = await Promise.all([
      this.windows.recent(passwordChangesKey(device.username), PASSWORD_CHANGE_MEMORY_MS, now),
      this.windows.recent(failuresKey(device), DEVICE_WINDOW_MS, now),
    ]);
    const changed = changes.at(-1);
    return (changed === undefined || device.issuedAt > changed) && failures.length < DEVICE_FAILURES;
  }

  /** Counts a failed login of a browser the device vouched for (not the account's nor the address's). */
  async recordFailure(device: Device, now: number): Promise<void> {
    await this.windows.hit(failuresKey(device), DEVICE_WINDOW_MS, now);
  }

  /** The user's password changed: every device cookie issued for them until now stops vouching. */
  async passwordChanged(username: string, now: number): Promise<void> {
    await this.windows.hit(passwordChangesKey(username), PASSWORD_CHANGE_MEMORY_MS, now);
  }
}
