import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProtocolServer } from '../adapters/http/serve.ts';
import { openReference } from '../adapters/reference/index.ts';
import { copyTemplateTo } from '../adapters/reference/template.ts';
import { createTestApp, TEST_SEED_PRODUCTS, TestClient, type TestApp } from './testing/test-app.ts';

describe('the shop on ADAPTER=http, against an upstream speaking the protocol', () => {
  let upstreamDir: string;
  let reference: ReturnType<typeof openReference>;
  let upstream: FastifyInstance;
  let shop: TestApp;

  beforeAll(async () => {
    upstreamDir = mkdtempSync(join(tmpdir(), 'upstream-'));
    copyTemplateTo(upstreamDir, TEST_SEED_PRODUCTS);
    reference = openReference({ dataDir: upstreamDir, seedProducts: TEST_SEED_PRODUCTS });
    upstream = createProtocolServer(reference.ports, { token: 'shared-secret' });
    const url = await upstream.listen({ port: 0, host: '127.0.0.1' });
    shop = await createTestApp({ ADAPTER: 'http', UPSTREAM_URL: url, UPSTREAM_TOKEN: 'shared-secret' });
  });
  afterAll(async () => {
    await shop.close();
    await upstream.close();
    reference.close();
    rmSync(upstreamDir, { recursive: true, force: true });
  });

  it('logs in, shows the company and adds to the cart through the upstream', async () => {
    const client = new TestClient(shop.app);
    expect((await client.login('demo', 'demo')).statusCode).toBe(200);
    expect((await client.principal()).companyName).toBe('Autoricambi Demo S.r.l.');
    const add = await client.send('POST', '/cart/add-ajax', {
      productId: reference.fixture.product.id,
      quantity: reference.fixture.product.minQty,
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().quantity).toBeGreaterThanOrEqual(reference.fixture.product.minQty);
  });

  it('refuses a call without the right token with the protocol reason upstream-unauthorized', async () => {
    const url = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}/catalogue/productById`;
    for (const authorization of ['Bearer wrong', undefined]) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ input: { id: reference.fixture.product.id }, context: { actor: null } }),
      });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string; reason: string } }).error).toMatchObject({
        code: 'unavailable',
        reason: 'upstream-unauthorized',
      });
    }
  });

  it('answers 502 with the generic text when the upstream refuses the shop', async () => {
    const wrongToken = await createTestApp({
      ADAPTER: 'http',
      UPSTREAM_URL: `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`,
      UPSTREAM_TOKEN: 'wrong',
    });
    try {
      const res = await wrongToken.app.inject({ url: '/get-promo-hp' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Il servizio non è al momento disponibile. Riprova tra poco.');
    } finally {
      await wrongToken.close();
    }
  });
});
