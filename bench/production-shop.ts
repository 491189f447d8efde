import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../bff/testing/server-process.ts';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface Shop {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

/**
 * The real server, as `npm start` runs it (bff/server.ts under tsx, NODE_ENV=production, the built front end), on a
 * free port of 127.0.0.1 with a database of its own that it fills on start like a new installation. `root`: another
 * checkout of the shop (a baseline for a side-by-side measure).
 */
export async function startShop(label: string, root = PROJECT_ROOT): Promise<Shop> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `parts-shop-${label}-`));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SHOP_ORIGIN: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    },
    // Request logs are not wanted here; a failed start explains itself on stderr.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const shop = { url, child, dataDir };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const ready = await fetch(`${url}/sfapi/v1/principal`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return shop;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopShop(shop);
  throw new Error(`the shop did not start on ${url} within 120 s`);
}

export async function stopShop(shop: Shop | undefined): Promise<void> {
  if (!shop) return;
  const { child } = shop;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(shop.dataDir, { recursive: true, force: true });
}
