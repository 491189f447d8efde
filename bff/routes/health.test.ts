import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultUpstream, type FaultUpstream } from '../testing/fault-upstream.ts';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';

describe('health', () => {
  let shop: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    shop = await createTestApp(
      { LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
      { logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
  });
  afterAll(() => shop?.close());

  it('live and ready answer 200 without a session, a CSRF token or an access line at info', async () => {
    const client = new TestClient(shop.app);
    await client.login('demo', 'demo');
    lines.length = 0;
    const live = await client.request({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await shop.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      failed: [],
      upstreams: { erp: 'ok', partsCatalogue: 'ok', paymentProvider: 'ok', mail: 'ok' },
    });
    for (const res of [live, ready]) {
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(lines.filter((line) => String(line.url ?? '').startsWith('/health'))).toEqual([]);
  });
});

describe('health against upstreams over the protocol', () => {
  let erp: FaultUpstream;
  let partsCatalogue: FaultUpstream;
  let shop: TestApp;
  beforeAll(async () => {
    [erp, partsCatalogue] = await Promise.all([startFaultUpstream(), startFaultUpstream()]);
    shop = await createTestApp({
      ADAPTER: 'http',
      UPSTREAM_URL: erp.url,
      PARTS_CATALOGUE_URL: partsCatalogue.url,
      UPSTREAM_TIMEOUT_MS: '3000',
    });
  });
  afterAll(async () => {
    await shop?.close();
    await erp?.close();
    await partsCatalogue?.close();
  });

  it('is 503 naming the upstream that did not answer within a second, and asks the upstreams once every few seconds', async () => {
    partsCatalogue.plug('vehicles/makers', { kind: 'hang' });
    const before = erp.attempts('carts/orderTypes');
    const ready = await shop.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'not-ready',
      failed: ['partsCatalogue'],
      upstreams: { erp: 'ok', partsCatalogue: 'timeout' },
    });
    const again = await shop.app.inject({ method: 'GET', url: '/health/ready' });
    expect(again.statusCode).toBe(503);
    expect(erp.attempts('carts/orderTypes') - before).toBe(1);
    expect((await shop.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});
