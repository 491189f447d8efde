import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ports } from '../../adapters/ports/index.ts';
import { openReference } from '../../adapters/reference/index.ts';
import { copyTemplateTo } from '../../adapters/reference/template.ts';
import { withCache } from '../lib/port-cache.ts';
import type { PortsHandle } from '../ports.ts';
import { TEST_SEED_PRODUCTS } from './test-app.ts';

/**
 * Tabs that press "Paga ora" at the same moment. Once armed for n tabs, each payment the provider is asked to open
 * waits until n are asked for, so every request has read the order before any has noted its payment: the race a
 * single process otherwise never shows, as it answers one request after the other.
 */
export interface SameMoment {
  arm(tabs: number): void;
  /** Called by the provider's `start`: returns at once unless armed. */
  pass(): Promise<void>;
}

export function sameMoment(): SameMoment {
  let expected = 0;
  let waiting: Array<() => void> = [];
  return {
    arm: (tabs) => {
      expected = tabs;
    },
    async pass() {
      if (expected < 2) return;
      const passed = new Promise<void>((resolve) => waiting.push(resolve));
      if (waiting.length === expected) {
        for (const resolve of waiting) resolve();
        waiting = [];
        expected = 0;
      }
      await passed;
    },
  };
}

/**
 * The reference adapter on its own copy of the test template, its payment provider opening payments through
 * `moment`, with the provider's page: the ports of a test app (createTestApp's `ports`) or a journey's shop.
 */
export function portsWithPaymentsAt(moment: SameMoment): PortsHandle {
  const dataDir = mkdtempSync(join(tmpdir(), 'parts-shop-same-moment-'));
  copyTemplateTo(dataDir, TEST_SEED_PRODUCTS);
  const reference = openReference({ dataDir, seedProducts: TEST_SEED_PRODUCTS });
  const { payments } = reference.ports;
  const ports: Ports = {
    ...reference.ports,
    payments: { ...payments, start: async (input, ctx) => (await moment.pass(), payments.start(input, ctx)) },
  };
  return {
    ports: withCache(ports),
    pages: [reference.pages.payments],
    close: async () => {
      reference.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
