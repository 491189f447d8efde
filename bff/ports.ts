import type { FastifyBaseLogger } from 'fastify';
import type { Ports } from '../adapters/ports/index.ts';
import { openPorts } from '../adapters/registry.ts';
import type { Config } from './config.ts';
import { withCache } from './lib/port-cache.ts';

export interface PortsHandle {
  ports: Ports;
  close(): Promise<void>;
}

/** The ports the configuration names (an adapter per system, see adapters/registry.ts), behind the BFF's cache. */
export async function createPorts(config: Config, logger: FastifyBaseLogger): Promise<PortsHandle> {
  const opened = await openPorts(config.adapters, { logger });
  return { ports: withCache(opened.ports), close: () => opened.close() };
}
