import { LRUCache } from 'lru-cache';
import type { HitWindows } from './shared-state.ts';

const DAY_MS = 24 * 3600_000;
/** Windows longer than this (a password change's year) are kept apart from the throttles' counts (about a day). */
const LONG_WINDOW_MS = 7 * DAY_MS;
/** The longest window any caller keeps (a password change voids device cookies for their year, and a bit). */
const LONGEST_WINDOW_MS = 400 * DAY_MS;

/**
 * The embedded default's counters: in this process's memory, bounded by the LRU so an attacker cannot make it grow
 * without end; each key is kept as long as its window. A restart forgives, and another instance never knows: several
 * instances count in Redis instead.
 */
export class MemoryWindows implements HitWindows {
  /** The throttles' counts and lockouts: anyone can add keys here, the LRU drops the least used. */
  private readonly hits = new LRUCache<string, number[]>({ max: 100_000, ttl: DAY_MS });
  /**
   * Longer windows (a changed password, remembered for a year), apart: only a proven user writes them, so a flood of
   * strangers' keys above cannot push them out.
   */
  private readonly longHits = new LRUCache<string, number[]>({ max: 100_000, ttl: LONGEST_WINDOW_MS });

  async recent(key: string, windowMs: number, now: number): Promise<number[]> {
    return this.within(key, windowMs, now);
  }

  async hit(key: string, windowMs: number, now: number): Promise<number[]> {
    const times = [...this.within(key, windowMs, now), now];
    this.keep(key, times, windowMs);
    return times;
  }

  async hitIfUnder(keys: readonly string[], max: number, windowMs: number, now: number) {
    const recent = keys.map((key) => this.within(key, windowMs, now));
    const taken = recent.every((times) => times.length < max);
    if (taken) keys.forEach((key, i) => this.keep(key, [...(recent[i] ?? []), now], windowMs));
    return { taken, recent };
  }

  async forget(key: string): Promise<void> {
    this.hits.delete(key);
    this.longHits.delete(key);
  }

  /** Each key lives as long as its window: after that its hits have all left it. */
  private keep(key: string, times: number[], windowMs: number): void {
    this.store(windowMs).set(key, times, { ttl: Math.min(windowMs, LONGEST_WINDOW_MS) });
  }

  private store(windowMs: number): LRUCache<string, number[]> {
    return windowMs > LONG_WINDOW_MS ? this.longHits : this.hits;
  }

  private within(key: string, windowMs: number, now: number): number[] {
    return (this.store(windowMs).get(key) ?? []).filter((at) => now - at < windowMs);
  }
}
