import type { HitWindows } from '../shared-state/shared-state.ts';

/**
 * At most `max` sends per key in a sliding window (mail a route writes: per staff member, per address, per client),
 * counted in the shared state's windows: in memory for one process (a restart forgives), in Redis across instances.
 * `scope` keeps two throttles' keys apart.
 */
export class SendThrottle {
  constructor(
    private readonly windows: HitWindows,
    private readonly scope: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one send for every key; the seconds to wait when one of them is over its limit (nothing counted then). */
  async take(keys: readonly string[], now = Date.now()): Promise<number | null> {
    const scoped = keys.map((key) => `${this.scope}:${key}`);
    const { taken, recent } = await this.windows.hitIfUnder(scoped, this.max, this.windowMs, now);
    if (taken) return null;
    const waits = recent
      .filter((times) => times.length >= this.max)
      .map((times) => Math.max(1, Math.ceil(((times[0] ?? now) + this.windowMs - now) / 1000)));
    return Math.max(...waits);
  }
}
