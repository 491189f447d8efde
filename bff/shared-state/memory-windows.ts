import { LRUCache } from 'lru-cache';
import type { HitWindows } from './shared-state.ts';

/** The longest window any throttle keeps (a day); entries older than it are forgotten whatever their key. */
const LONGEST_WINDOW_MS = 24 * 3600_000;

/**
 * The embedded default's counters: in this process's memory, bounded by the LRU so an attacker cannot make it grow
 * without end. A restart forgives, and another instance never knows: several instances count in Redis instead.
 */
export class MemoryWindows implements HitWindows {
  private readonly hits = new LRUCache<string, number[]>({ max: 100_000, ttl: LONGEST_WINDOW_MS });

  async recent(key: string, windowMs: number, now: number): Promise<number[]> {
    return this.within(key, windowMs, now);
  }

  async hit(key: string, windowMs: number, now: number): Promise<number[]> {
    const times = [...this.within(key, windowMs, now), now];
    this.hits.set(key, times);
    return times;
  }

  async hitIfUnder(keys: readonly string[], max: number, windowMs: number, now: number) {
    const recent = keys.map((key) => this.within(key, windowMs, now));
    const taken = recent.every((times) => times.length < max);
    if (taken) keys.forEach((key, i) => this.hits.set(key, [...(recent[i] ?? []), now]));
    return { taken, recent };
  }

  async forget(key: string): Promise<void> {
    this.hits.delete(key);
  }

  private within(key: string, windowMs: number, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((at) => now - at < windowMs);
  }
}
