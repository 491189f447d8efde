import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_SEED_PRODUCTS } from './test-app.ts';

export { freePort } from './free-port.ts';

// The real server as a child process, for the tests that kill it (SIGKILL) and start it again on the same data.

/**
 * `bff/server.ts` on DATA_DIR `dataDir`, once it answers (30 s at most); `env` adds or overrides settings. `bundle`:
 * the server built by `bundleServer` instead, which starts in about half the time (nothing to transpile).
 */
export async function startServer(dataDir: string, port: number, env: Record<string, string> = {}, bundle?: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, bundle ? [bundle] : ['--import', 'tsx', 'bff/server.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHOP_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: String(TEST_SEED_PRODUCTS),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/sfapi/v1/principal`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/**
 * The server bundled as `npm run build` bundles it (scripts/build-server.mjs: production mode), into `.tmp/` of the
 * checkout so its npm packages resolve; for tests that start the server many times. Returns its entry and a remover.
 */
export async function bundleServer(name: string): Promise<{ entry: string; remove: () => void }> {
  const outDir = join('.tmp', `${name}-${process.pid}`);
  const { buildServer } = await import('../../scripts/build-server.mjs');
  await buildServer({ outDir });
  return { entry: join(outDir, 'server.js'), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** Resolves once the process has exited (at once if it already has). */
export const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));

/** `npm run upstream` (the reference ERP over the protocol) on DATA_DIR `dataDir`, once it answers. */
export async function startUpstream(dataDir: string, port: number, token: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/http/upstream.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_TOKEN: token,
      SEED_PRODUCTS: String(TEST_SEED_PRODUCTS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error('upstream did not start');
}
