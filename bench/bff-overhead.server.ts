/**
 * Child process of bff-overhead.bench.ts: starts one server and reports its URL over IPC.
 *   shop: the real app (createTestApp) with LOG_LEVEL=info; the parent gives this process
 *         /dev/null as stdout, so pino really serialises and writes every request log line
 *         but nothing reaches the terminal.
 *   bare: fastify() with one GET route returning { ok: true }.
 *   search: the real app (buildApp) configured by this process's environment as `npm start` would be (DATA_DIR,
 *           STATIC_DIR, SEED_PRODUCTS, LOG_LEVEL, NODE_ENV), listening on 127.0.0.1 (seed-and-search.bench.ts).
 * The parent sends 'close' when done; the server closes (the shop removes its temp data dir) and exits.
 * It may send 'cpu' first: the child answers its CPU time so far and the requests it has received, for benchmarks
 * that count the server's CPU per request.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Server as HttpServer } from 'node:http';
import { portCacheCounts } from '../bff/lib/port-cache.ts';

export type ServerKind = 'shop' | 'bare' | 'search';
export type ChildMessage = { ready: true; url: string } | { ready: false; error: string };
/**
 * The answer to 'cpu': process.cpuUsage() of the server's process, in microseconds, and the HTTP requests its
 * server has received so far (including those whose client left before the reply).
 */
export interface CpuMessage {
  cpu: NodeJS.CpuUsage;
  requests: number;
  /** The port cache's hits and misses so far per cached operation (bff/lib/port-cache.ts). */
  cache: Record<string, { hits: number; misses: number }>;
  /** process.memoryUsage() at the same moment (memory.bench.ts). */
  memory: NodeJS.MemoryUsage;
}

interface Started {
  url: string;
  close: () => Promise<void>;
  server: HttpServer;
}

async function start(kind: ServerKind): Promise<Started> {
  if (kind === 'shop') {
    const [{ createTestApp }, { loadConfig }, { tuneGarbageCollector }] = await Promise.all([
      import('../bff/testing/test-app.ts'),
      import('../bff/config.ts'),
      import('../bff/garbage-collector.ts'),
    ]);
    // As bff/server.ts starts the shop: its garbage collector's settings, the default's heap growth.
    tuneGarbageCollector(loadConfig({}).HEAP_GROWTH_PERCENT);
    const shop = await createTestApp({ LOG_LEVEL: 'info' });
    return { url: shop.url, close: shop.close, server: shop.app.server };
  }
  if (kind === 'search') {
    const [{ buildApp }, { loadConfig }, { tuneGarbageCollector }] = await Promise.all([
      import('../bff/app.ts'),
      import('../bff/config.ts'),
      import('../bff/garbage-collector.ts'),
    ]);
    const config = loadConfig({ ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_FORMAT: 'json' });
    // As bff/server.ts starts it: the garbage collector's settings as in production.
    tuneGarbageCollector(config.HEAP_GROWTH_PERCENT);
    const app = await buildApp(config);
    return listening(app);
  }
  const app = Fastify();
  app.get('/', async () => ({ ok: true }));
  return listening(app);
}

async function listening(app: FastifyInstance): Promise<Started> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close(), server: app.server };
}

function send(message: ChildMessage): void {
  process.send?.(message);
}

const kind = process.argv[2];
if (kind !== 'shop' && kind !== 'bare' && kind !== 'search') {
  console.error('usage: bff-overhead.server.ts shop|bare|search');
  process.exit(2);
}
if (!process.send) {
  console.error('bff-overhead.server.ts must be started by bff-overhead.bench.ts (IPC channel missing)');
  process.exit(2);
}

try {
  const server = await start(kind);
  let requests = 0;
  server.server.on('request', () => requests++);
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await server.close().catch((error: unknown) => console.error(error));
    process.exit(0);
  };
  process.on('message', (m) => {
    if (m === 'close') void stop();
    if (m === 'cpu') {
      process.send?.({ cpu: process.cpuUsage(), requests, cache: portCacheCounts(), memory: process.memoryUsage() } satisfies CpuMessage);
    }
  });
  // The parent died or closed the channel: do not linger.
  process.on('disconnect', () => void stop());
  send({ ready: true, url: server.url });
} catch (error) {
  send({ ready: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
