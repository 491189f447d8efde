import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/** An upstream that never answers a search: it only notes when the shop gives up on the call. */
describe('a client that goes away cancels the upstream call made for it', () => {
  let upstream: Server;
  let shop: TestApp;
  const pending: IncomingMessage[] = [];
  let cancelled: Promise<number>;

  beforeAll(async () => {
    let noteCancel: (at: number) => void = () => undefined;
    cancelled = new Promise((resolve) => (noteCancel = resolve));
    upstream = createServer((req, res) => {
      pending.push(req);
      res.on('close', () => noteCancel(Date.now()));
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const address = upstream.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    shop = await createTestApp({
      ADAPTER: 'http',
      UPSTREAM_URL: `http://127.0.0.1:${port}`,
      UPSTREAM_TIMEOUT_MS: '20000',
      UPSTREAM_RETRIES: '0',
    });
  });
  afterAll(async () => {
    await shop.close();
    upstream.closeAllConnections();
    upstream.close();
  });

  it('aborts the port call as soon as the browser disconnects, long before the upstream deadline', async () => {
    const browser = httpRequest(`${shop.url}/cerca?q=filtro`, { headers: { accept: 'application/json' } });
    browser.on('error', () => undefined);
    browser.end();
    while (pending.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const gaveUpAt = Date.now();
    browser.destroy();
    const upstreamClosedAt = await cancelled;
    expect(upstreamClosedAt - gaveUpAt).toBeLessThan(5000);
    expect(pending[0]?.url).toBe('/catalogue/search');
  });
});
