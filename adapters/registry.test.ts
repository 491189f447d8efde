import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProtocolServer } from './http/serve.ts';
import { openReference, type Reference } from './reference/index.ts';
import { copyTemplateTo } from './reference/template.ts';
import { portSystems } from './ports/index.ts';
import { openPorts, type AdapterConfig } from './registry.ts';
import { defaultCustomerCaps } from './reference/caps.ts';
import { defaultMailOptions } from './reference/mail/mail-options.ts';

describe('adapters chosen per system by configuration', () => {
  let dirs: string[];
  let upstreamRef: Reference;
  let upstream: FastifyInstance;
  let upstreamUrl: string;
  let upstreamCalls: string[];

  beforeAll(async () => {
    dirs = [mkdtempSync(join(tmpdir(), 'registry-local-')), mkdtempSync(join(tmpdir(), 'registry-upstream-'))];
    for (const dir of dirs) copyTemplateTo(dir, 3000);
    upstreamRef = openReference({ dataDir: dirs[1] ?? '', seedProducts: 3000 });
    upstream = createProtocolServer(upstreamRef.ports);
    upstreamCalls = [];
    upstream.addHook('onRequest', async (request) => void upstreamCalls.push(request.url));
    upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await upstream.close();
    upstreamRef.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("sends each system's ports to its own adapter, opening an adapter configured twice only once", async () => {
    const local: AdapterConfig = {
      adapter: 'reference',
      dataDir: dirs[0] ?? '',
      seedProducts: 3000,
      searchCountCap: 1000,
      searchWorker: false,
      caps: defaultCustomerCaps,
      mail: defaultMailOptions,
      webServiceFlag: { missingFor: [], failingFor: [] },
    };
    const remote: AdapterConfig = { adapter: 'http', baseUrl: upstreamUrl, timeoutMs: 2000, retries: 0 };
    // The parts lookup belongs to the parts-catalogue provider (PARTS_CATALOGUE_ADAPTER), the rest to the ERP.
    expect(portSystems.partsLookup).toBe('partsCatalogue');
    const opened = await openPorts({ erp: local, partsCatalogue: remote, paymentProvider: local, mail: local });
    try {
      const ctx = { requestId: 'registry', actor: null };
      await opened.ports.accounts.login({ username: 'demo', password: 'demo' }, ctx);
      const found = await opened.ports.catalogue.search({ q: 'filtro' }, ctx);
      expect(found.total).toBeGreaterThan(0);
      expect(upstreamCalls).toEqual([]);
      const rows = await opened.ports.partsLookup.articles({ q: '77103173' }, ctx);
      expect(rows.map((row) => row.priceListCode)).toContain('FIA');
      expect(upstreamCalls).toEqual(['/partsLookup/articles']);
    } finally {
      await opened.close();
    }
  });
});
