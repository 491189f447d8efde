/**
 * Child process of bff-overhead.bench.ts: starts one server and reports its URL over IPC.
 *   shop: the real app (createTestApp) with LOG_LEVEL=info; the parent gives this process
 *         /dev/null as stdout, so pino really serialises and writes every request log line
 *         but nothing reaches the terminal.
 *   bare: fastify() with one GET route returning { ok: true }.
 * The parent sends 'close' when done; the server closes (the shop removes its temp data dir) and exits.
 * It may send 'cpu' first: the child answers its CPU time so far, for benchmarks that count the server's CPU per request.
 */
import Fastify from 'fastify';

export type ServerKind = 'shop' | 'bare';
export type ChildMessage = { ready: true; url: string } | { ready: false; error: string };
/** The answer to 'cpu': process.cpuUsage() of the server's process, in microseconds. */
export interface CpuMessage {
  cpu: NodeJS.CpuUsage;
}

async function start(kind: ServerKind): Promise<{ url: string; close: () => Promise<void> }> {
  if (kind === 'shop') {
    const { createTestApp } = await import('../bff/testing/test-app.ts');
    const shop = await createTestApp({ LOG_LEVEL: 'info' });
    return { url: shop.url, close: shop.close };
  }
  const app = Fastify();
  app.get('/', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

function send(message: ChildMessage): void {
  process.send?.(message);
}

const kind = process.argv[2];
if (kind !== 'shop' && kind !== 'bare') {
  console.error('usage: bff-overhead.server.ts shop|bare');
  process.exit(2);
}
if (!process.send) {
  console.error('bff-overhead.server.ts must be started by bff-overhead.bench.ts (IPC channel missing)');
  process.exit(2);
}

try {
  const server = await start(kind);
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await server.close().catch((error: unknown) => console.error(error));
    process.exit(0);
  };
  process.on('message', (m) => {
    if (m === 'close') void stop();
    if (m === 'cpu') process.send?.({ cpu: process.cpuUsage() } satisfies CpuMessage);
  });
  // The parent died or closed the channel: do not linger.
  process.on('disconnect', () => void stop());
  send({ ready: true, url: server.url });
} catch (error) {
  send({ ready: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
