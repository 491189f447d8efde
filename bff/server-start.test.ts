import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyTemplateTo } from '../adapters/reference/template.ts';
import { freePort } from './testing/free-port.ts';
import { TEST_SEED_PRODUCTS } from './testing/test-app.ts';

/** `bff/server.ts` as `npm start` runs it, with `env` over this process's environment less HOST and SHOP_ORIGIN. */
function start(env: Record<string, string>) {
  const { HOST: _host, SHOP_ORIGIN: _origin, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/server.ts'], {
    env: { ...inherited, LOG_FORMAT: 'json', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('starting the shop (SHOP_ORIGIN, issue 19)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'server-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('on a public address without SHOP_ORIGIN, stops at once naming the setting', async () => {
    const server = start({ HOST: '0.0.0.0', PORT: String(await freePort()), DATA_DIR: dataDir });
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
    expect(await server.exited).toBe(1);
    clearTimeout(timer);
    expect(server.output().stderr).toMatch(/SHOP_ORIGIN: is required when HOST \(0\.0\.0\.0\) is not a loopback address/);
  }, 30_000);

  it('with no settings at all, listens on this machine only and is ready at http://localhost:$PORT', async () => {
    copyTemplateTo(dataDir, TEST_SEED_PRODUCTS);
    const port = await freePort();
    const server = start({ PORT: String(port), DATA_DIR: dataDir, SEED_PRODUCTS: String(TEST_SEED_PRODUCTS) });
    try {
      await expect.poll(() => server.output().stdout, { timeout: 30_000, interval: 200 }).toContain('Shop ready at');
      expect(server.output().stdout).toContain(`Shop ready at http://localhost:${port} (listening on 127.0.0.1:${port})`);
      expect((await fetch(`http://127.0.0.1:${port}/sfapi/v1/principal`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 45_000);

  it('with REDIS_URL pointing nowhere, stops naming REDIS_URL instead of serving sessions it cannot keep', async () => {
    const server = start({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      SESSION_SECRET: 'a-session-secret-of-at-least-thirty-two-characters',
    });
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
    expect(await server.exited).toBe(1);
    clearTimeout(timer);
    expect(server.output().stderr).toMatch(/REDIS_URL: cannot connect to Redis/);
  }, 40_000);
});
