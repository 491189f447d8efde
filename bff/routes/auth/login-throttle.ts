import { LRUCache } from 'lru-cache';

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
 * Kept in memory on purpose: a restart forgives, nothing is written per failed attempt, and the LRU bounds
 * the memory an attacker can make us spend.
 */
export class LoginThrottle {
  private readonly byAccount = new LRUCache<string, number[]>({ max: 50_000, ttl: LOGIN_WINDOW_MS });
  private readonly byAddress = new LRUCache<string, number[]>({ max: 50_000, ttl: LOGIN_WINDOW_MS });

  /** Seconds until a login may be tried again, or null when it may be tried now. */
  retryAfter(username: string, address: string, now = Date.now()): number | null {
    const waits = [
      wait(recent(this.byAccount, accountKey(username), now), LOGIN_MAX_ACCOUNT_FAILURES, now),
      wait(recent(this.byAddress, address, now), LOGIN_MAX_ADDRESS_FAILURES, now),
    ].filter((w): w is number => w !== null);
    return waits.length ? Math.max(...waits) : null;
  }

  /** Counts a failure; the seconds to wait when it is one too many (the reply is then 429, not 400), else null. */
  recordFailure(username: string, address: string, now = Date.now()): number | null {
    append(this.byAccount, accountKey(username), now);
    append(this.byAddress, address, now);
    return this.retryAfter(username, address, now);
  }

  /** A successful login forgets the account's failures; the address's stay, or a valid login would reset a guesser. */
  succeeded(username: string): void {
    this.byAccount.delete(accountKey(username));
  }
}

function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

function recent(failures: LRUCache<string, number[]>, key: string, now: number): number[] {
  return (failures.get(key) ?? []).filter((at) => now - at < LOGIN_WINDOW_MS);
}

function append(failures: LRUCache<string, number[]>, key: string, now: number): void {
  failures.set(key, [...recent(failures, key, now), now]);
}

/** Over the limit until enough of the oldest failures have left the window; whole seconds, at least 1. */
function wait(times: number[], max: number, now: number): number | null {
  if (times.length <= max) return null;
  const freeing = times[times.length - max - 1] ?? now;
  return Math.max(1, Math.ceil((freeing + LOGIN_WINDOW_MS - now) / 1000));
}
