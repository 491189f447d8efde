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

  /** True when more attempts must be refused until the window passes. */
  isBlocked(username: string, address: string, now = Date.now()): boolean {
    return this.recent(this.key(username, address), now).length >= LOGIN_MAX_FAILURES;
  }

  recordFailure(username: string, address: string, now = Date.now()): void {
    const key = this.key(username, address);
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  reset(username: string, address: string): void {
    this.failures.delete(this.key(username, address));
  }
}
