import type { HitWindows } from '../../shared-state/shared-state.ts';

/** How a throttle counts: failures allowed per account and per client address in the window, then lockouts. */
export interface ThrottlePolicy {
  /** Failures one account may have in the window; the next one locks the account out (for strangers). */
  accountFailures: number;
  /**
   * Failures one client address may have in the window (any usernames): enough for a workshop's staff behind one
   * address mistyping now and then, too few to try usernames.
   */
  addressFailures: number;
  windowMs: number;
  /** Each lockout's length in seconds: the first, the second…, the last repeated while they keep coming. */
  lockoutSeconds: readonly number[];
}

/** Issue 43: 429 after 5 failures of an account or 20 of an address, for 1 minute, then 5, then 15. */
export const LOGIN_POLICY: ThrottlePolicy = {
  accountFailures: 5,
  addressFailures: 20,
  windowMs: 15 * 60_000,
  lockoutSeconds: [60, 300, 900],
};

/** A lockout counts towards the next one's length for a day: a quiet day brings an account back to 1 minute. */
export const LOCKOUT_MEMORY_MS = 24 * 3600_000;

/** Usernames are compared as the accounts port does: trimmed, case-insensitive. */
export const accountName = (username: string) => username.trim().toLowerCase();

/**
 * Counts failures per account and per client address over a sliding window: the account limit stops guessing one
 * password from many addresses, the address limit stops one client trying many usernames. The failure one past a
 * limit locks that account or address out, and its count starts again; each lockout within a day is longer than the
 * last (LOGIN_POLICY: 1, 5, 15 minutes), so a patient guesser gets about 5 tries in 15 minutes while a user who
 * mistyped waits a minute. Refused attempts are answered at once (429 with Retry-After) and count nothing: no
 * request is held or slept in. Unknown usernames count exactly like known ones. Guesses sent all at once are each
 * checked before their failures are counted: holding a place per attempt would bound them, but would also refuse
 * several browsers logging in to one account at the same moment (the load shedding bounds how many run at once).
 *
 * This judges strangers only: a browser with a device cookie for the account is judged by its own count
 * (trusted-devices.ts), so strangers cannot lock the real user out.
 *
 * Why not @fastify/rate-limit: it counts requests before the handler knows whether the password was right, cannot
 * forget an account's count at a successful login, and would need two instances for two keys. The counts are in the
 * shared state's windows: in memory for one process (a restart forgives), in Redis when several instances must count
 * together. `scope` keeps two throttles' keys apart (login, password recovery).
 */
export class LoginThrottle {
  constructor(
    private readonly windows: HitWindows,
    private readonly scope: string,
    private readonly policy: ThrottlePolicy = LOGIN_POLICY,
  ) {}

  /** Seconds until a stranger may try this account from this address again, or null when they may now. */
  async retryAfter(username: string, address: string, now: number): Promise<number | null> {
    const waits = await Promise.all([this.lockedFor(this.account(username), now), this.lockedFor(this.address(address), now)]);
    return longest(waits);
  }

  /** Counts a failure; the seconds to wait when it starts a lockout (the reply is then 429, not 400), else null. */
  async recordFailure(username: string, address: string, now: number): Promise<number | null> {
    const counted = [
      { counter: this.account(username), max: this.policy.accountFailures },
      { counter: this.address(address), max: this.policy.addressFailures },
    ];
    const waits = await Promise.all(
      counted.map(async ({ counter, max }) => {
        const failures = await this.windows.hit(counter.failures, this.policy.windowMs, now);
        return failures.length > max ? this.lockOut(counter, now) : null;
      }),
    );
    return longest(waits);
  }

  /**
   * A stranger's successful login forgets the account's failures (most likely their own typos); its lockouts still
   * lengthen the next for a day. The address's failures stay, or one valid login would reset a guesser.
   */
  async succeeded(username: string): Promise<void> {
    await this.windows.forget(this.account(username).failures);
  }

  /** Starts the key's next lockout, forgetting the failures that led to it; answers its length in seconds. */
  private async lockOut(counter: Counter, now: number): Promise<number> {
    const starts = await this.windows.hit(counter.lockouts, LOCKOUT_MEMORY_MS + this.longestLockoutMs, now);
    await this.windows.forget(counter.failures);
    return this.lengthOf(starts, now);
  }

  /** Seconds left of the key's current lockout, or null when it has none. */
  private async lockedFor(counter: Counter, now: number): Promise<number | null> {
    const starts = await this.windows.recent(counter.lockouts, LOCKOUT_MEMORY_MS + this.longestLockoutMs, now);
    const last = starts.at(-1);
    if (last === undefined) return null;
    const left = last + this.lengthOf(starts, last) * 1000 - now;
    return left > 0 ? Math.ceil(left / 1000) : null;
  }

  /** The length of the lockout started last (at `at`): one step longer for each other lockout in the day before it. */
  private lengthOf(starts: number[], at: number): number {
    const earlier = starts.filter((start) => start > at - LOCKOUT_MEMORY_MS).length - 1;
    const steps = this.policy.lockoutSeconds;
    return steps[Math.min(Math.max(earlier, 0), steps.length - 1)] ?? 0;
  }

  private get longestLockoutMs(): number {
    return Math.max(...this.policy.lockoutSeconds) * 1000;
  }

  private account(username: string): Counter {
    return this.counter('account', accountName(username));
  }

  private address(address: string): Counter {
    return this.counter('address', address);
  }

  // The kind comes before the name a client chose, so no username can name another key.
  private counter(kind: 'account' | 'address', name: string): Counter {
    return { failures: `${this.scope}:${kind}:${name}`, lockouts: `${this.scope}:lockouts:${kind}:${name}` };
  }
}

/** The two keys of one account or address: its failures in the window, and when its lockouts started. */
interface Counter {
  failures: string;
  lockouts: string;
}

function longest(waits: (number | null)[]): number | null {
  const known = waits.filter((w): w is number => w !== null);
  return known.length ? Math.max(...known) : null;
}
