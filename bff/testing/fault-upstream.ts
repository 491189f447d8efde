import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createProtocolServer } from '../../adapters/http/serve.ts';
import { openReference } from '../../adapters/reference/index.ts';
import { copyTemplateTo } from '../../adapters/reference/template.ts';
import { TEST_SEED_PRODUCTS } from './test-app.ts';

/** What the plug does to one call of an operation instead of (or before) answering it. */
export type Fault =
  | { kind: 'latency'; ms: number }
  | { kind: 'hang' }
  | { kind: 'reset' }
  | { kind: 'truncated' }
  | { kind: 'malformed' }
  | { kind: 'status'; status: 500 | 502 | 503 }
  | { kind: 'busy'; retryAfter: string }
  | { kind: 'off-schema' };

/**
 * The reference ERP over the upstream protocol with a fault plug: `plug(operation, fault, times)` makes the next
 * `times` calls of `port/operation` (every call with Infinity) misbehave; `refuse()` stops accepting connections
 * (connection refused) until `accept()`; `attempts(operation)` counts the calls that reached it.
 */
export interface FaultUpstream {
  url: string;
  plug(operation: string, fault: Fault, times?: number): void;
  clear(): void;
  attempts(operation: string): number;
  refuse(): Promise<void>;
  accept(): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultUpstream(): Promise<FaultUpstream> {
  const dir = mkdtempSync(join(tmpdir(), 'fault-upstream-'));
  copyTemplateTo(dir, TEST_SEED_PRODUCTS);
  const reference = openReference({ dataDir: dir, seedProducts: TEST_SEED_PRODUCTS });
  const server: FastifyInstance = createProtocolServer(reference.ports);
  const plugs = new Map<string, { fault: Fault; left: number }>();
  const counts = new Map<string, number>();
  const hanging = new Set<Socket>();

  server.addHook('onRequest', async (request, reply) => {
    const operation = request.url.slice(1).split('?')[0] ?? '';
    counts.set(operation, (counts.get(operation) ?? 0) + 1);
    const plugged = plugs.get(operation);
    if (!plugged || plugged.left <= 0) return;
    plugged.left -= 1;
    const { fault } = plugged;
    const socket = request.raw.socket;
    switch (fault.kind) {
      case 'latency':
        await sleep(fault.ms);
        return;
      case 'hang':
        hanging.add(socket);
        reply.hijack();
        return;
      case 'reset':
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': '4000' });
        reply.raw.write('{"output":{"total":');
        socket.destroy();
        return;
      case 'truncated':
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': '4000' });
        reply.raw.write('{"output":{"total":12');
        socket.end();
        return;
      case 'malformed':
        return reply.code(200).type('application/json').send('{"output": {"total": 12,');
      case 'status':
        return reply.code(fault.status).type('text/html').send('<html><body>Bad Gateway</body></html>');
      case 'busy':
        return reply
          .code(429)
          .header('retry-after', fault.retryAfter)
          .send({ error: { code: 'unavailable', reason: 'upstream-busy', data: {} } });
      case 'off-schema':
        return reply.code(200).send({ output: { unexpected: 'shape' } });
    }
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };

  return {
    url,
    plug: (operation, fault, times = Infinity) => void plugs.set(operation, { fault, left: times }),
    clear: () => plugs.clear(),
    attempts: (operation) => counts.get(operation) ?? 0,
    refuse: async () => {
      await new Promise<void>((resolve) => {
        server.server.close(() => resolve());
        server.server.closeAllConnections();
      });
    },
    accept: async () => {
      await new Promise<void>((resolve) => server.server.listen(port, '127.0.0.1', () => resolve()));
    },
    close: async () => {
      for (const socket of hanging) socket.destroy();
      if (server.server.listening) await server.close();
      reference.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
