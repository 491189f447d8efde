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
 * request is held or slept in. An attempt holds its place in both counts while its password is checked (admit), so
 * guesses sent all at once are no more than the limits. Unknown usernames count exactly like known ones.
 *
 * This judges strangers only: a browser with a device cookie for the account is judged by its own count
 * (trusted-devices.ts), so strangers cannot lock the real user out.
 *
 * Why not @fastify/rate-limit: it counts requests and cannot give back those whose password was right, cannot
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

  /**
   * Whether a stranger may try this account from this address now: the seconds to wait (429), or the attempt, which
   * takes its place in the account's and the address's counts at once, before the password is checked and in one step
   * with the check, so guesses sent all at once get no more places than the limits. A success or an unanswered check
   * gives its places back (succeeded, abandoned); a failure keeps them (failed).
   */
  async admit(username: string, address: string, now: number): Promise<{ wait: number } | { attempt: Attempt }> {
    const counters = [this.account(username), this.address(address)] as const;
    const wait = longest(await Promise.all(counters.map((counter) => this.lockedFor(counter, now))));
    if (wait !== null) return { wait };
    const limits = [this.policy.accountFailures, this.policy.addressFailures];
    const places = await Promise.all(
      counters.map((counter, i) => this.windows.hitIfUnder([counter.failures], (limits[i] ?? 0) + 1, this.policy.windowMs, now)),
    );
    if (places.every((place) => place.taken)) {
      const [accountPlace = 0, addressPlace = 0] = places.map((place) => (place.recent[0]?.length ?? 0) + 1);
      return { attempt: { username, address, at: now, accountPlace, addressPlace } };
    }
    // Every place is held by attempts still running: the last of them starts the lockout if it fails.
    await Promise.all(counters.map((counter, i) => (places[i]?.taken ? this.windows.unhit(counter.failures, now) : null)));
    const next = await Promise.all(counters.map((counter, i) => (places[i]?.taken ? null : this.nextLockout(counter, now))));
    return { wait: longest(next) ?? 1 };
  }

  /** The attempt's password was wrong: it stays counted; the seconds to wait when it starts a lockout (429, not 400). */
  async failed(attempt: Attempt, now: number): Promise<number | null> {
    const waits = await Promise.all([
      attempt.accountPlace > this.policy.accountFailures ? this.lockOut(this.account(attempt.username), now) : null,
      attempt.addressPlace > this.policy.addressFailures ? this.lockOut(this.address(attempt.address), now) : null,
    ]);
    return longest(waits);
  }

  /**
   * The attempt logged in: the account's failures are forgotten (most likely the user's own typos; its lockouts still
   * lengthen the next for a day), and the address gives the attempt's place back, since only failures count there:
   * customers behind one address are never held up by their logins, and a valid login does not reset a guesser.
   */
  async succeeded(attempt: Attempt): Promise<void> {
    await Promise.all([
      this.windows.forget(this.account(attempt.username).failures),
      this.windows.unhit(this.address(attempt.address).failures, attempt.at),
    ]);
  }

  /** The password could not be checked (the accounts port failed): the attempt gives both places back. */
  async abandoned(attempt: Attempt): Promise<void> {
    await Promise.all([
      this.windows.unhit(this.account(attempt.username).failures, attempt.at),
      this.windows.unhit(this.address(attempt.address).failures, attempt.at),
    ]);
  }

  /** Starts the key's next lockout, forgetting the failures that led to it; answers its length in seconds. */
  private async lockOut(counter: Counter, now: number): Promise<number> {
    const starts = await this.windows.hit(counter.lockouts, LOCKOUT_MEMORY_MS + this.longestLockoutMs, now);
    await this.windows.forget(counter.failures);
    return this.lengthOf(starts, now);
  }

  /** The length the key's next lockout will have, in seconds. */
  private async nextLockout(counter: Counter, now: number): Promise<number> {
    const starts = await this.windows.recent(counter.lockouts, LOCKOUT_MEMORY_MS + this.longestLockoutMs, now);
    return this.lengthOf([...starts, now], now);
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

/** A stranger's login attempt let through, holding its places in the counts while its password is checked. */
export interface Attempt {
  username: string;
  address: string;
  at: number;
  /** Its place in the account's count: the one past the limit starts a lockout when it fails. */
  accountPlace: number;
  /** Its place in the address's count, likewise. */
  addressPlace: number;
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
