import type { FastifyInstance } from 'fastify';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProtocolServer } from '../adapters/http/serve.ts';
import type { Ports } from '../adapters/ports/index.ts';
import { openReference } from '../adapters/reference/index.ts';
import { copyTemplateTo } from '../adapters/reference/template.ts';

/** Runs the command as an integrator would; resolves with its exit code and what it printed. */
function conformance(args: string[]): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/conformance.ts', ...args], { env: { ...process.env, CI: '' } });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (status) => resolve({ status, out }));
  });
}

/**
 * `npm run conformance -- --upstream URL --fixture FILE` against the reference served over the protocol, with one
 * operation answering off the contract and one missing, as an integrator's half-done upstream would.
 */
describe('npm run conformance -- --upstream URL --fixture FILE', () => {
  let dataDir: string;
  let reference: ReturnType<typeof openReference>;
  let server: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'conformance-cli-'));
    copyTemplateTo(dataDir, 3000);
    reference = openReference({ dataDir, seedProducts: 3000 });
    writeFileSync(join(dataDir, 'fixture.json'), JSON.stringify(reference.fixture));
    const carts = Object.assign(Object.create(reference.ports.carts) as object, {
      count: async () => ({ cartId: 'seven', lines: -1 }),
    }) as unknown as Ports['carts'];
    server = createProtocolServer({ ...reference.ports, carts }, { token: 'a-token-of-sixteen-chars' });
    server.addHook('onRequest', async (request, reply) => {
      if (request.url === '/mail/resend') await reply.code(404).type('text/plain').send('Not Found');
    });
    url = await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
    reference?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // The whole suite over the protocol is adapters/conformance/http.test.ts's: here three ports' suites (`--ports`,
  // as an integrator checks a port at a time) show the report and the exit code.
  it('reports each operation: passed, failed with the reply that broke the contract, not implemented; exits 1', async () => {
    const { status, out } = await conformance([
      '--upstream',
      url,
      '--fixture',
      join(dataDir, 'fixture.json'),
      '--token',
      'a-token-of-sixteen-chars',
      '--ports',
      'accounts,carts,mail',
    ]);
    expect(out).toMatch(/passed +accounts\.login \(\d+ calls\)/);
    // Only the ports asked for: no other port's operations, not even as "not exercised".
    expect(out).not.toMatch(/catalogue\.|orders\./);
    expect(out).toMatch(/FAILED +carts\.count\n/);
    expect(out).toContain('reply: 200 {"output":{"cartId":"seven","lines":-1}}');
    expect(out).toMatch(/NOT IMPLEMENTED +mail\.resend: the upstream answered 404 Not Found/);
    expect(out).toMatch(/\d+ operations: \d+ passed, [1-9]\d* failed, 1 not implemented/);
    expect(status).toBe(1);
  }, 120_000);

  it('refuses a missing fixture, a URL that is not http(s) or a port that does not exist, saying which', async () => {
    const [noFixture, badUrl, badPort] = await Promise.all([
      conformance(['--upstream', url]),
      conformance(['--upstream', 'ftp://erp', '--fixture', 'fixtures/conformance-fixture.example.json']),
      conformance(['--upstream', url, '--fixture', 'fixtures/conformance-fixture.example.json', '--ports', 'carts,cassa']),
    ]);
    expect(noFixture.status).toBe(1);
    expect(noFixture.out).toContain('--fixture FILE is required');
    expect(badUrl.status).toBe(1);
    expect(badUrl.out).toContain('--upstream must be an http(s) URL');
    expect(badPort.status).toBe(1);
    expect(badPort.out).toContain('--ports: no port named "cassa"');
  }, 60_000);
});
