import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { op, type Ctx } from '../../adapters/ports/op.ts';
import { Trace } from '../../adapters/ports/trace.ts';
import { parseTtl, PortCache } from './port-cache.ts';

const ctx = (actor: Ctx['actor']): Ctx => ({ requestId: 't', actor });
const demo = { userId: 1, customerId: 1 };
const demo2 = { userId: 2, customerId: 2 };

/** A table shaped like the configurators: a cached operation two groups deep. */
const table = {
  configurators: {
    snowChains: {
      widths: op({ input: z.object({}), output: z.array(z.string()), idempotent: true, cache: '1h', cacheBy: 'global' }),
    },
  },
  netPrice: op({ input: z.object({ id: z.number() }), output: z.number(), idempotent: true, cache: '1m', cacheBy: 'actor' }),
  stock: op({ input: z.object({ id: z.number() }), output: z.number(), idempotent: true }),
};

function countingPort() {
  const calls = { widths: 0, netPrice: 0, stock: 0 };
  const impl = {
    configurators: { snowChains: { widths: async () => (calls.widths++, ['175', '185']) } },
    netPrice: async (input: { id: number }, c: Ctx) => (calls.netPrice++, input.id * 100 + (c.actor?.customerId ?? 0)),
    stock: async () => (calls.stock++, calls.stock),
  };
  return { calls, port: new PortCache().wrap('test', table, impl) };
}

describe('port cache', () => {
  it('caches a nested operation declared with cache, once for everyone, concurrent misses sharing one call', async () => {
    const { calls, port } = countingPort();
    await Promise.all([port.configurators.snowChains.widths({}, ctx(null)), port.configurators.snowChains.widths({}, ctx(demo))]);
    expect(await port.configurators.snowChains.widths({}, ctx(demo2))).toEqual(['175', '185']);
    expect(calls.widths).toBe(1);
  });

  it('a traced call skips the cache (and records it); a trace that keeps the cache records hit or miss', async () => {
    const { calls, port } = countingPort();
    await port.configurators.snowChains.widths({}, ctx(null));
    const live = new Trace();
    await port.configurators.snowChains.widths({}, { ...ctx(null), trace: live });
    expect(calls.widths).toBe(2);
    expect(live.entries).toEqual([{ kind: 'cache', operation: 'test.configurators.snowChains.widths', state: 'bypassed' }]);
    const cached = new Trace({ bypassCache: false });
    await port.configurators.snowChains.widths({}, { ...ctx(null), trace: cached });
    expect(calls.widths).toBe(2);
    expect(cached.entries).toEqual([{ kind: 'cache', operation: 'test.configurators.snowChains.widths', state: 'hit' }]);
  });

  it('never caches an operation declared without cache', async () => {
    const { calls, port } = countingPort();
    expect(await port.stock({ id: 1 }, ctx(null))).toBe(1);
    expect(await port.stock({ id: 1 }, ctx(null))).toBe(2);
    expect(calls.stock).toBe(2);
  });

  it('keeps per-actor replies apart: one customer never gets what was cached for another', async () => {
    const { calls, port } = countingPort();
    expect(await port.netPrice({ id: 7 }, ctx(demo))).toBe(701);
    expect(await port.netPrice({ id: 7 }, ctx(demo2))).toBe(702);
    expect(await port.netPrice({ id: 7 }, ctx(demo))).toBe(701);
    expect(await port.netPrice({ id: 8 }, ctx(demo))).toBe(801);
    expect(await port.netPrice({ id: 7 }, ctx(null))).toBe(700);
    expect(await port.netPrice({ id: 7 }, ctx(null))).toBe(700);
    expect(calls.netPrice).toBe(4);
  });

  it('does not cache failures', async () => {
    let calls = 0;
    const flaky = new PortCache().wrap(
      'flaky',
      { widths: table.configurators.snowChains.widths },
      {
        widths: async () => {
          calls++;
          if (calls === 1) throw new Error('upstream hiccup');
          return ['175'];
        },
      },
    );
    await expect(flaky.widths({}, ctx(null))).rejects.toThrow('upstream hiccup');
    expect(await flaky.widths({}, ctx(null))).toEqual(['175']);
  });

  it('reads durations', () => {
    expect(parseTtl('30s')).toBe(30_000);
    expect(parseTtl('5m')).toBe(300_000);
    expect(() => parseTtl('soon')).toThrow(/Bad cache duration/);
  });

  it('accepts cache only together with cacheBy (checked by the compiler)', () => {
    // @ts-expect-error a cached operation must say whether its reply differs per actor
    const loose = op({ input: z.object({}), output: z.string(), idempotent: true, cache: '5m' });
    expect(loose.cache).toBe('5m');
  });
});
