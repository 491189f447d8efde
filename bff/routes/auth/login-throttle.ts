import { LRUCache } from 'lru-cache';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * Counts failed logins per username and client address over a sliding 15-minute window.
 * Kept in memory on purpose: a restart forgives, and nothing is written per failed attempt.
 */
export class LoginThrottle {
  private readonly failures = new LRUCache<string, number[]>({ max: 50_000, ttl: LOGIN_WINDOW_MS });

  private key(username: string, address: string): string {
    return `${username.trim().toLowerCase()}\u0000${address}`;
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => now - at < LOGIN_WINDOW_MS);
  }

  /** True once there were more than 5 failures in the window: attempts are refused until it passes. */
  isBlocked(username: string, address: string, now = Date.now()): boolean {
    return this.recent(this.key(username, address), now).length > LOGIN_MAX_FAILURES;
  }

  /** Counts a failure; true when it is one too many (the reply is then 429, not 400). */
  recordFailure(username: string, address: string, now = Date.now()): boolean {
    const key = this.key(username, address);
    const failures = [...this.recent(key, now), now];
    this.failures.set(key, failures);
    return failures.length > LOGIN_MAX_FAILURES;
  }

  reset(username: string, address: string): void {
    this.failures.delete(this.key(username, address));
  }
}
