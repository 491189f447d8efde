import { describe, expect, it } from 'vitest';
import type { Ports } from '../../adapters/ports/index.ts';
import type { Ctx } from '../../adapters/ports/op.ts';
import { parseTtl, withCache } from './port-cache.ts';

const ctx = (actor: Ctx['actor']): Ctx => ({ requestId: 't', actor });

function countingPorts() {
  const calls = { promotions: 0, principal: 0, productById: 0 };
  const ports = {
    catalogue: {
      promotions: async () => (calls.promotions++, [{ id: calls.promotions }]),
      productById: async () => (calls.productById++, { id: 1 }),
    },
    accounts: { principal: async (_: unknown, c: Ctx) => (calls.principal++, { userId: c.actor?.userId }) },
    carts: {},
  } as unknown as Ports;
  return { calls, ports: withCache(ports) };
}

describe('port cache', () => {
  it('serves a global cacheable reply once for everyone, and never caches the others', async () => {
    const { calls, ports } = countingPorts();
    await Promise.all([ports.catalogue.promotions({}, ctx(null)), ports.catalogue.promotions({}, ctx({ userId: 1, customerId: 1 }))]);
    await ports.catalogue.promotions({}, ctx(null));
    expect(calls.promotions).toBe(1);
    await ports.catalogue.productById({ id: 1 }, ctx(null));
    await ports.catalogue.productById({ id: 1 }, ctx(null));
    expect(calls.productById).toBe(2);
  });

  it('caches per actor replies per actor, and not for visitors', async () => {
    const { calls, ports } = countingPorts();
    const a = await ports.accounts.principal({}, ctx({ userId: 1, customerId: 1 }));
    const b = await ports.accounts.principal({}, ctx({ userId: 2, customerId: 1 }));
    await ports.accounts.principal({}, ctx({ userId: 1, customerId: 1 }));
    expect([a.userId, b.userId]).toEqual([1, 2]);
    expect(calls.principal).toBe(2);
    await ports.accounts.principal({}, ctx(null)).catch(() => {});
    await ports.accounts.principal({}, ctx(null)).catch(() => {});
    expect(calls.principal).toBe(4);
  });

  it('reads durations', () => {
    expect(parseTtl('30s')).toBe(30_000);
    expect(parseTtl('5m')).toBe(300_000);
    expect(() => parseTtl('soon')).toThrow(/Bad cache duration/);
  });
});
