import type { FastifyBaseLogger } from 'fastify';
import type { AdapterPage } from '../adapters/adapter-pages.ts';
import type { Ports } from '../adapters/ports/index.ts';
import { openPorts } from '../adapters/registry.ts';
import type { Clock } from '../shared/clock.ts';
import type { Config } from './config.ts';
import { withCache } from './lib/port-cache.ts';

export interface PortsHandle {
  ports: Ports;
  /** Pages the adapters' embedded implementations serve on the shop's origin (see OpenedAdapter.pages). */
  pages?: AdapterPage[];
  close(): Promise<void>;
}

/**
 * The ports the configuration names (an adapter per system, see adapters/registry.ts), behind the BFF's cache. An
 * embedded adapter gets the shop's clock, so its delivery promises and the BFF's texts share one "now".
 */
export async function createPorts(config: Config, logger: FastifyBaseLogger, clock?: Clock): Promise<PortsHandle> {
  const opened = await openPorts(config.adapters, clock ? { logger, clock } : { logger });
  const now = clock ? () => clock().getTime() : undefined;
  return { ports: withCache(opened.ports, 5000, now), pages: opened.pages, close: () => opened.close() };
}
