import { z } from 'zod';
import type { Clock } from '../shared/clock.ts';
import type { AdapterPage } from './adapter-pages.ts';
import { createHttpPorts, httpOptionsSchema } from './http/http-ports.ts';
import { portNames, portSystems, type PortName, type Ports, type PortSystem } from './ports/index.ts';
import { referenceOptionsSchema } from './reference/options.ts';

/** What an adapter may use from the shop when it opens. */
export interface AdapterDeps {
  logger?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** The shop's clock: an embedded adapter computes delivery promises with it (a remote one uses its own). */
  clock?: Clock;
}

/** An opened adapter: every port it implements, and how to let go of its resources. */
export interface OpenedAdapter {
  ports: Ports;
  /**
   * Pages an embedded implementation of a port serves on the shop's own origin, where a real system serves them on
   * its own site (the reference payment provider's hosted payment page).
   */
  pages?: Partial<Record<PortName, AdapterPage>>;
  close(): Promise<void>;
}

/** The ports every system's adapter answers, and the pages of those ports' implementations. */
export interface OpenedPorts {
  ports: Ports;
  pages: AdapterPage[];
  close(): Promise<void>;
}

/**
 * Every adapter by name, each with its options schema (validated at load) and how to open it with
 * `(deps, options)`. Adding an adapter is one entry here and one member of `adapterConfigSchema`.
 */
export const adapterRegistry = {
  reference: {
    options: referenceOptionsSchema,
    async open(deps: AdapterDeps, options: z.output<typeof referenceOptionsSchema>): Promise<OpenedAdapter> {
      // Loaded only when chosen: an http-only shop never opens SQLite.
      const { openReference } = await import('./reference/index.ts');
      const reference = openReference(options, deps);
      return { ports: reference.ports, pages: reference.pages, close: async () => reference.close() };
    },
  },
  http: {
    options: httpOptionsSchema,
    async open(deps: AdapterDeps, options: z.output<typeof httpOptionsSchema>): Promise<OpenedAdapter> {
      // One breaker per opened adapter, so per upstream (systems configured alike share one adapter).
      const http = createHttpPorts({ ...options, ...(deps.logger ? { logger: deps.logger } : {}) });
      return { ports: http, close: () => http.close() };
    },
  },
} as const;

/** One system's adapter and its options, as configuration names them. */
export const adapterConfigSchema = z.discriminatedUnion('adapter', [
  referenceOptionsSchema.extend({ adapter: z.literal('reference') }),
  httpOptionsSchema.extend({ adapter: z.literal('http') }),
]);
export type AdapterConfig = z.output<typeof adapterConfigSchema>;

function open(config: AdapterConfig, deps: AdapterDeps): Promise<OpenedAdapter> {
  const { adapter, ...options } = config;
  return adapter === 'reference'
    ? adapterRegistry.reference.open(deps, adapterRegistry.reference.options.parse(options))
    : adapterRegistry.http.open(deps, adapterRegistry.http.options.parse(options));
}

/**
 * Opens the adapter each system (ERP, parts-catalogue provider) is configured to, and takes from each the ports
 * of its system. Two systems configured alike share one opened adapter (one database, one connection pool).
 */
export async function openPorts(
  config: Record<PortSystem, AdapterConfig>,
  deps: AdapterDeps = {},
  systemOf: Record<PortName, PortSystem> = portSystems,
): Promise<OpenedPorts> {
  const opened = new Map<string, Promise<OpenedAdapter>>();
  const adapterOf = (system: PortSystem): Promise<OpenedAdapter> => {
    const key = JSON.stringify(config[system]);
    let adapter = opened.get(key);
    if (!adapter) {
      adapter = open(config[system], deps);
      opened.set(key, adapter);
    }
    return adapter;
  };
  const closeAll = async () => {
    await Promise.allSettled([...opened.values()].map(async (a) => (await a).close()));
  };
  try {
    const adapters = await Promise.all(portNames.map(async (name) => [name, await adapterOf(systemOf[name])] as const));
    const ports = Object.fromEntries(adapters.map(([name, adapter]) => [name, adapter.ports[name]])) as Ports;
    const pages = adapters.flatMap(([name, adapter]) => adapter.pages?.[name] ?? []);
    return { ports, pages, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
