import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openReference } from '../adapters/reference/index.ts';
import { median } from './stats.ts';
import { recordResult } from './results.ts';

/**
 * First fill of the demo database (the goal: the default 50,000 products in under 30 s) and
 * the speed of catalogue searches on it. BENCH_SEED_PRODUCTS=1000000 measures the benchmark size.
 */
const SIZE = Number(process.env.BENCH_SEED_PRODUCTS ?? 50_000);
const QUERIES = ['HU 972/7 x', '0986425452', '77103173', 'pastiglie brembo', 'filtro olio', 'disco freno ventilato'];
const REPEAT = 50;

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-seed-'));
  try {
    const started = performance.now();
    const reference = openReference({ dataDir, seedProducts: SIZE });
    const fillMs = Math.round(performance.now() - started);
    const fileMb = Math.round(statSync(join(dataDir, 'reference.sqlite')).size / 1e5) / 10;
    const goal = SIZE === 50_000 ? ' (goal: < 30 s)' : '';
    console.log(`first fill of ${SIZE.toLocaleString('en')} products: ${(fillMs / 1000).toFixed(1)} s${goal}, file ${fileMb} MB`);

    const ctx = { requestId: 'bench', actor: null };
    const searches: Record<string, number> = {};
    for (const q of QUERIES) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < REPEAT; i++) {
        const t = performance.now();
        total = (await reference.ports.catalogue.search({ q, pageSize: 24 }, ctx)).total;
        times.push(performance.now() - t);
      }
      searches[q] = Math.round(median(times) * 100) / 100;
      console.log(`  search ${JSON.stringify(q).padEnd(26)} median ${searches[q]} ms (${total} hits)`);
    }
    reference.close();
    recordResult(`seed-and-search-${SIZE}`, {
      date: new Date().toISOString(),
      products: SIZE,
      fillMs,
      fillGoalMs: SIZE === 50_000 ? 30_000 : null,
      fileMb,
      searchMedianMs: searches,
      cpus: cpus().length,
      node: process.version,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
