import type { HitWindows } from '../../shared-state/shared-state.ts';

/** SPEC: five failures of one account still answer 400; the sixth within 15 minutes is 429. */
export const LOGIN_MAX_ACCOUNT_FAILURES = 5;
/**
 * One client address may fail on this many logins (any usernames) in the window before it is refused:
 * enough for a workshop's staff behind one address mistyping now and then, too few to try usernames.
 */
export const LOGIN_MAX_ADDRESS_FAILURES = 20;
export const LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * Counts failed logins over a sliding 15-minute window, per account and per client address separately:
 * the account limit stops guessing one password from many addresses, the address limit stops one client
 * trying many usernames. Only failures count, so customers sharing an address (and the benchmarks) are
 * never held up by successful logins.
 *
 * Why not @fastify/rate-limit: it counts requests before the handler knows whether the password was right,
 * cannot forget an account's count at a successful login, and would need two instances for two keys.
 * The counts are in the shared state's windows: in memory for one process (a restart forgives), in Redis when
 * several instances must count together. `scope` keeps two throttles' keys apart (login, password recovery).
 */
export class LoginThrottle {
  constructor(
    private readonly windows: HitWindows,
    private readonly scope: string,
  ) {}

  /** Seconds until a login may be tried again, or null when it may be tried now. */
  async retryAfter(username: string, address: string, now = Date.now()): Promise<number | null> {
    const [byAccount, byAddress] = await Promise.all([
      this.windows.recent(this.accountKey(username), LOGIN_WINDOW_MS, now),
      this.windows.recent(this.addressKey(address), LOGIN_WINDOW_MS, now),
    ]);
    return longest(wait(byAccount, LOGIN_MAX_ACCOUNT_FAILURES, now), wait(byAddress, LOGIN_MAX_ADDRESS_FAILURES, now));
  }

  /** Counts a failure; the seconds to wait when it is one too many (the reply is then 429, not 400), else null. */
  async recordFailure(username: string, address: string, now = Date.now()): Promise<number | null> {
    const [byAccount, byAddress] = await Promise.all([
      this.windows.hit(this.accountKey(username), LOGIN_WINDOW_MS, now),
      this.windows.hit(this.addressKey(address), LOGIN_WINDOW_MS, now),
    ]);
    return longest(wait(byAccount, LOGIN_MAX_ACCOUNT_FAILURES, now), wait(byAddress, LOGIN_MAX_ADDRESS_FAILURES, now));
  }

  /** A successful login forgets the account's failures; the address's stay, or a valid login would reset a guesser. */
  async succeeded(username: string): Promise<void> {
    await this.windows.forget(this.accountKey(username));
  }

  private accountKey(username: string): string {
    return `${this.scope}:account:${username.trim().toLowerCase()}`;
  }

  private addressKey(address: string): string {
    return `${this.scope}:address:${address}`;
  }
}

function longest(...waits: (number | null)[]): number | null {
  const known = waits.filter((w): w is number => w !== null);
  return known.length ? Math.max(...known) : null;
}

/** Over the limit until enough of the oldest failures have left the window; whole seconds, at least 1. */
function wait(times: number[], max: number, now: number): number | null {
  if (times.length <= max) return null;
  const freeing = times[times.length - max - 1] ?? now;
  return Math.max(1, Math.ceil((freeing + LOGIN_WINDOW_MS - now) / 1000));
}
