import { LRUCache } from 'lru-cache';
import { mapPorts, type Ports, type PortName } from '../../adapters/ports/index.ts';
import { isPortError } from '../../adapters/ports/port-error.ts';
import { implOp, mapOps, type Ctx, type OpDef, type OpFn, type PortClient, type PortDef, type Ttl } from '../../adapters/ports/op.ts';

const units: Record<string, number> = { s: 1000, m: 60_000, h: 3600_000, d: 86_400_000 };

/** Hits and misses of every cached operation in this process (all PortCaches together), for benchmarks' hit rates. */
const counts = new Map<string, { hits: number; misses: number }>();
export function portCacheCounts(): Record<string, { hits: number; misses: number }> {
  return Object.fromEntries([...counts].map(([operation, c]) => [operation, { ...c }]));
}

/** Each actor's part of a cache key, made once per actor object (a session hands out the same one to all its requests). */
const actorKeys = new WeakMap<object, string>();
function actorKey(actor: Ctx['actor']): string {
  if (!actor) return 'null';
  let key = actorKeys.get(actor);
  if (key === undefined) {
    key = JSON.stringify(actor);
    actorKeys.set(actor, key);
  }
  return key;
}

/** '5m' → 300000 */
export function parseTtl(ttl: Ttl | string): number {
  const match = /^(\d+)([smhd])$/.exec(ttl);
  const unit = match?.[2] ? units[match[2]] : undefined;
  if (!match || unit === undefined) throw new Error(`Bad cache duration "${ttl}": use a number and s, m, h or d`);
  return Number(match[1]) * unit;
}

/**
 * One in-memory LRU for the replies of operations declared with `cache`, at any depth of grouping: per input
 * and, for `cacheBy: 'actor'`, per actor (all visitors share one entry: they are the same nobody). Failures
 * are not cached; concurrent misses share one call. An operation declared with `staleIfError` keeps its last reply
 * past its freshness for that bound and answers it when the upstream fails (unavailable, timeout). Works whichever implementation is behind. A call with
 * `ctx.trace` records the cache's part (adapters/ports/trace.ts) and, unless the trace says otherwise, skips the
 * cache: support pages see a live exchange, and its reply is not stored.
 */
export class PortCache {
  /** Each reply with the end of its freshness and, for a stale-if-error operation, of its use after an error. */
  private readonly cache: LRUCache<string, { value: unknown; freshUntil: number; staleUntil: number }>;
  private readonly inflight = new Map<string, Promise<unknown>>();

  /** `now`: ms since the epoch (the shop's clock, so tests move time). */
  constructor(
    max = 5000,
    private readonly now: () => number = Date.now,
  ) {
    this.cache = new LRUCache({ max });
  }

  /** The port `name` of table `def` with its cacheable operations answered from the cache. */
  wrap<P extends PortDef>(name: string, def: P, impl: unknown): PortClient<P> {
    return mapOps(def, (entry, path) => {
      const original = implOp(impl, path);
      return entry.cache ? this.cached(`${name}/${path}`, entry, original) : original;
    });
  }

  private cached(name: string, def: OpDef & { cache: Ttl }, original: OpFn): OpFn {
    const ttl = parseTtl(def.cache);
    const staleMs = def.staleIfError ? parseTtl(def.staleIfError) : 0;
    const operation = name.replace('/', '.');
    const counted = counts.get(operation) ?? { hits: 0, misses: 0 };
    counts.set(operation, counted);
    return async (input, ctx) => {
      if (ctx.trace?.bypassCache) {
        ctx.trace.add({ kind: 'cache', operation: name.replace('/', '.'), state: 'bypassed' });
        return original(input, ctx);
      }
      const who = def.cacheBy === 'actor' ? actorKey(ctx.actor) : '';
      const key = `${name}\u0000${who}\u0000${JSON.stringify(input ?? {})}`;
      const now = this.now();
      const entry = this.cache.get(key);
      const hit = entry && now < entry.freshUntil ? entry : undefined;
      ctx.trace?.add({ kind: 'cache', operation: name.replace('/', '.'), state: hit ? 'hit' : 'miss' });
      if (hit) {
        counted.hits++;
        return hit.value;
      }
      counted.misses++;
      const stale = entry && now < entry.staleUntil ? entry : undefined;
      let pending = this.inflight.get(key);
      if (!pending) {
        // The shared call must not die with the first caller's request: it runs without that request's signal.
        // (Not read at all: reading it would make the signal.)
        const shared = {
          requestId: ctx.requestId,
          actor: ctx.actor,
          ...(ctx.idempotencyKey ? { idempotencyKey: ctx.idempotencyKey } : {}),
          // A traced call that uses the cache sees the exchange it started (not those it joined).
          ...(ctx.trace ? { trace: ctx.trace } : {}),
        };
        pending = original(input, shared).finally(() => this.inflight.delete(key));
        this.inflight.set(key, pending);
      }
      let value: unknown;
      try {
        value = await pending;
      } catch (error) {
        // Stale-if-error: the upstream is down or late, and the last reply is still within its bound.
        if (stale && isPortError(error) && (error.code === 'unavailable' || error.code === 'timeout')) return stale.value;
        throw error;
      }
      const at = this.now();
      this.cache.set(key, { value, freshUntil: at + ttl, staleUntil: at + ttl + staleMs });
      return value;
    };
  }
}

/** Every port behind one PortCache; `now` is the shop's clock in ms. */
export function withCache(ports: Ports, max = 5000, now?: () => number): Ports {
  const cache = new PortCache(max, now);
  return mapPorts<Ports>((name, def) => cache.wrap(name, def, ports[name]) as Ports[PortName]);
}
