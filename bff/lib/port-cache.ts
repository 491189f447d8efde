import { LRUCache } from 'lru-cache';
import { portDefs, type Ports } from '../../adapters/ports/index.ts';
import { listOps, type Ctx } from '../../adapters/ports/op.ts';

const units: Record<string, number> = { s: 1000, m: 60_000, h: 3600_000, d: 86_400_000 };

/** '5m' → 300000 */
export function parseTtl(ttl: string): number {
  const match = /^(\d+)([smhd])$/.exec(ttl);
  if (!match) throw new Error(`Bad cache duration "${ttl}": use a number and s, m, h or d`);
  return Number(match[1]) * units[match[2]!]!;
}

/**
 * Caches the replies of operations declared with `cache` (replies that do not depend on who asks),
 * in memory per input, whichever implementation is behind. Concurrent misses share one call.
 */
export function withCache(ports: Ports, max = 5000): Ports {
  const cache = new LRUCache<string, object>({ max });
  const wrapped = { ...ports } as Record<string, Record<string, unknown>>;
  for (const [portName, def] of Object.entries(portDefs)) {
    for (const [path, opDef] of listOps(def)) {
      if (!opDef.cache || path.includes('.')) continue;
      const ttl = parseTtl(opDef.cache);
      const impl = ports[portName as keyof Ports] as unknown as Record<string, (i: unknown, c: Ctx) => Promise<unknown>>;
      const original = impl[path]!.bind(impl);
      const inflight = new Map<string, Promise<unknown>>();
      wrapped[portName] = { ...wrapped[portName], [path]: async (input: unknown, ctx: Ctx) => {
        const key = `${portName}/${path}/${JSON.stringify(input ?? {})}`;
        const hit = cache.get(key);
        if (hit) return (hit as { value: unknown }).value;
        const pending = inflight.get(key) ?? original(input, ctx).finally(() => inflight.delete(key));
        inflight.set(key, pending);
        const value = await pending;
        cache.set(key, { value }, { ttl });
        return value;
      } };
    }
  }
  return wrapped as unknown as Ports;
}
