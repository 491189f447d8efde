import { LRUCache } from 'lru-cache';

/**
 * At most `max` sends per key in a sliding window (mail a route writes: per staff member, per address, per client).
 * In memory, bounded by the LRU: a restart forgives, as the login's throttle does.
 */
export class SendThrottle {
  private readonly sent: LRUCache<string, number[]>;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {
    this.sent = new LRUCache<string, number[]>({ max: 50_000, ttl: windowMs });
  }

  /** Counts one send for every key; the seconds to wait when one of them is over its limit (nothing counted then). */
  take(keys: readonly string[], now = Date.now()): number | null {
    const recent = keys.map((key) => (this.sent.get(key) ?? []).filter((at) => now - at < this.windowMs));
    const waits = recent
      .filter((times) => times.length >= this.max)
      .map((times) => Math.ceil(((times[0] ?? now) + this.windowMs - now) / 1000));
    if (waits.length) return Math.max(...waits);
    keys.forEach((key, i) => this.sent.set(key, [...(recent[i] ?? []), now]));
    return null;
  }
}
