import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A shell with no built SPA: the benches that measure the data, not the page, serve it (no inlined stylesheet). */
const SHELL =
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>bench</title></head><body><div id="root"></div></body></html>';

/**
 * A temporary folder for one bench run. It goes at `remove` and also on Ctrl-C or a kill mid-run: a database copy
 * at a million products is 372 MB (the server children exit on disconnect).
 */
export function benchRunDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const interrupted = (signal: NodeJS.Signals) => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  return {
    dir,
    remove: () => {
      process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A STATIC_DIR in `runDir` holding only the minimal shell. */
export function shellOnlyDir(runDir: string): string {
  const dir = join(runDir, 'web');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), SHELL);
  return dir;
}

/** The settings of a shop a bench starts as in production (`search` kind of bench/server-child.ts) on its database copy. */
export function productionShopEnv(dataDir: string, staticDir: string, products: number): Record<string, string> {
  return { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, STATIC_DIR: staticDir, SEED_PRODUCTS: String(products) };
}
