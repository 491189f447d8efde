import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { createHttpPorts } from '../http/http-ports.ts';
import { createProtocolServer } from '../http/serve.ts';
import { openReference } from '../reference/index.ts';
import { copyTemplateTo } from '../reference/template.ts';
import { conformanceSuites } from './all-suites.ts';
import type { ConformanceSubject } from './subject.ts';

describe('conformance: http implementation → protocol server → reference', () => {
  let dataDir: string;
  let reference: ReturnType<typeof openReference>;
  let server: FastifyInstance;
  let http: ReturnType<typeof createHttpPorts>;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'conformance-http-'));
    copyTemplateTo(dataDir, 3000);
    reference = openReference({ dataDir, seedProducts: 3000 });
    server = createProtocolServer(reference.ports, { token: 'conformance-token' });
    const url = await server.listen({ port: 0, host: '127.0.0.1' });
    http = createHttpPorts({ baseUrl: url, timeoutMs: 5000, retries: 1, token: 'conformance-token' });
  });
  afterAll(async () => {
    await http.close();
    await server.close();
    reference.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  conformanceSuites((): ConformanceSubject => ({
    ports: http,
    fixture: reference.fixture,
    customerAtProvider: reference.customerAtProvider,
  }));
});
