import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Ports } from '../../adapters/ports/index.ts';
import { openReference } from '../../adapters/reference/index.ts';
import { withCache } from '../lib/port-cache.ts';
import { createTestApp, TEST_SEED_PRODUCTS, TestClient } from '../testing/test-app.ts';

describe('configurator lists through the port table’s cache', () => {
  it('asks the port once for 50 concurrent cold requests of one list, visitors and customers alike, and not again after', async () => {
    const probe = await createTestApp();
    const dataDir = probe.dataDir;
    const reference = openReference({ dataDir, seedProducts: TEST_SEED_PRODUCTS });
    let calls = 0;
    const real = reference.ports.configurators;
    const counted: Ports = {
      ...reference.ports,
      configurators: {
        ...real,
        snowChains: {
          ...real.snowChains,
          widths: async (input, ctx) => {
            calls++;
            // Slow enough that every request arrives while the first is still being answered.
            await sleep(50);
            return real.snowChains.widths(input, ctx);
          },
        },
      },
    };
    const shop = await createTestApp({}, { ports: { ports: withCache(counted), close: async () => reference.close() } });
    try {
      const customer = new TestClient(shop.app);
      await customer.login('demo', 'demo');
      const url = '/configuratore/catene-da-neve/get-all-widths';
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2 === 0
            ? shop.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } })
            : customer.request({ method: 'GET', url, headers: { accept: 'application/json' } }),
        ),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(50).fill(200));
      const lists = new Set(replies.map((reply) => reply.body));
      expect(lists.size).toBe(1);
      expect(JSON.parse([...lists][0] ?? '[]')).not.toHaveLength(0);
      expect(calls).toBe(1);
      await shop.app.inject({ method: 'GET', url });
      expect(calls).toBe(1);
    } finally {
      await shop.close();
      await probe.close();
    }
  });
});
