import type { FastifyBaseLogger } from 'fastify';
import { createHttpPorts } from '../adapters/http/http-ports.ts';
import type { Ports } from '../adapters/ports/index.ts';
import type { Config } from './config.ts';
import { withCache } from './lib/port-cache.ts';

export interface PortsHandle {
  ports: Ports;
  close(): Promise<void>;
}

/** Chooses the implementation of the ports from the configuration: the embedded reference or an upstream. */
export async function createPorts(config: Config, logger: FastifyBaseLogger): Promise<PortsHandle> {
  if (config.ADAPTER === 'http') {
    const http = createHttpPorts({
      baseUrl: config.UPSTREAM_URL!,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      retries: config.UPSTREAM_RETRIES,
      ...(config.UPSTREAM_TOKEN ? { token: config.UPSTREAM_TOKEN } : {}),
    });
    return { ports: withCache(http), close: () => http.close() };
  }
  const { openReference } = await import('../adapters/reference/index.ts');
  const reference = openReference({ dataDir: config.DATA_DIR, seedProducts: config.SEED_PRODUCTS, logger });
  return { ports: withCache(reference.ports), close: async () => reference.close() };
}
