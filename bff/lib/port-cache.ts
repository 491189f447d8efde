import { LRUCache } from 'lru-cache';
import { portDefs, type Ports } from '../../adapters/ports/index.ts';
import { listOps, type Ctx, type OpDef } from '../../adapters/ports/op.ts';

const units: Record<string, number> = { s: 1000, m: 60_000, h: 3600_000, d: 86_400_000 };

/** '5m' → 300000 */
export function parseTtl(ttl: string): number {
  const match = /^(\d+)([smhd])$/.exec(ttl);
  if (!match) throw new Error(`Bad cache duration "${ttl}": use a number and s, m, h or d`);
  return Number(match[1]) * units[match[2]!]!;
}

type OpFn = (input: unknown, ctx: Ctx) => Promise<unknown>;

/**
 * Caches the replies of operations declared with `cache`, in memory per input (and per actor for
 * `cacheBy: 'actor'`), whichever implementation is behind. Concurrent misses share one call.
 */
export function withCache(ports: Ports, max = 5000): Ports {
  const cache = new LRUCache<string, { value: unknown }>({ max });
  const inflight = new Map<string, Promise<unknown>>();

  const cached = (name: string, def: OpDef, original: OpFn): OpFn => {
    const ttl = parseTtl(def.cache!);
    return async (input, ctx) => {
      if (def.cacheBy === 'actor' && !ctx.actor) return original(input, ctx);
      const who = def.cacheBy === 'actor' ? JSON.stringify(ctx.actor) : '';
      const key = `${name}\u0000${who}\u0000${JSON.stringify(input ?? {})}`;
      const hit = cache.get(key);
      if (hit) return hit.value;
      let pending = inflight.get(key);
      if (!pending) {
        pending = original(input, ctx).finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      const value = await pending;
      cache.set(key, { value }, { ttl });
      return value;
    };
  };

  const wrapped: Record<string, unknown> = { ...ports };
  for (const [portName, def] of Object.entries(portDefs)) {
    const impl = ports[portName as keyof Ports] as unknown as Record<string, OpFn>;
    // Operations without `cache` resolve through the prototype to the implementation itself.
    const port = Object.create(impl) as Record<string, OpFn>;
    for (const [path, opDef] of listOps(def)) {
      if (opDef.cache && !path.includes('.')) port[path] = cached(`${portName}/${path}`, opDef, impl[path]!.bind(impl));
    }
    wrapped[portName] = port;
  }
  return wrapped as unknown as Ports;
}
