/**
 * search-json (issue 33, goal 1's `/cerca` JSON): `/cerca?q=filtro+olio` as JSON, logged in as `demo`, 20
 * connections, 50,000 products, this checkout side by side with a baseline checkout of the shop.
 *
 * The baseline is the tree of git ref BENCH_BASELINE_REF (default: the commit issue 33 started from), exported once
 * with `git archive` into $TMPDIR/parts-shop-search-baseline-<ref>/ beside a link to this checkout's node_modules.
 * Each server runs in its own child process (NODE_ENV=production, LOG_LEVEL=warn) on its own copy of the seeded
 * database; they are loaded in turn, baseline then current, PAIRS times (1 s warm-up, 5 s measured each), and the
 * ratio of each pair's requests per second is taken: the median ratio is the figure. Server CPU per request and the
 * 1-minute load average are recorded beside. Goal: at least 2x the baseline.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REFERENCE_FILE } from '../adapters/reference/index.ts';
import { round } from './latency.ts';
import { login } from './login.ts';
import { recordResult } from './results.ts';
import { searchPath } from './search-classes.ts';
import { measureHttp, type HttpMeasurement } from './search-http.ts';
import { copyInto, seededDatabase } from './seeded-db.ts';
import { startServer, stopServer, type Server } from './server-child.ts';
import { median } from './stats.ts';
import { productionShopEnv, shellOnlyDir } from './run-dir.ts';

const PRODUCTS = 50_000;
const PAIRS = 5;
const HTTP = { connections: 20, warmupS: 1, durationS: 5, maxRequests: 50_000 };
const QUERY = 'filtro olio';
const GOAL_RATIO = 2;
const BASELINE_REF = process.env.BENCH_BASELINE_REF ?? '2cd91af';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const load1 = () => round(loadavg()[0] ?? 0, 2);

/** The baseline's tree, exported once per ref (written under a private name and renamed: never half a tree). */
function baselineTree(ref: string): string {
  const commit = execFileSync('git', ['rev-parse', '--short=12', ref], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = join(tmpdir(), `parts-shop-search-baseline-${commit}`);
  if (existsSync(join(dir, 'package.json'))) return dir;
  const partial = `${dir}.${process.pid}.tmp`;
  mkdirSync(partial, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C ${JSON.stringify(partial)}`], { cwd: ROOT });
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(partial, 'node_modules'));
  renameSync(partial, dir);
  return dir;
}

interface Side {
  name: 'baseline' | 'current';
  server: Server;
  cookie: string;
  runs: HttpMeasurement[];
}

export async function run(): Promise<void> {
  const seeded = seededDatabase(PRODUCTS, process.env.BENCH_FRESH === '1');
  const baseline = baselineTree(BASELINE_REF);
  const runDir = mkdtempSync(join(tmpdir(), 'bench-search-json-'));
  const sides: Side[] = [];
  try {
    const staticDir = shellOnlyDir(runDir);
    for (const [name, root] of [
      ['baseline', baseline],
      ['current', undefined],
    ] as const) {
      const dataDir = join(runDir, name);
      copyInto(seeded, dataDir);
      const env = {
        ...productionShopEnv(dataDir, staticDir, PRODUCTS),
        // This checkout searches on a worker thread unless told not to (the baseline has no such setting).
        SEARCH_WORKER: process.env.BENCH_SEARCH_WORKER === 'N' ? 'N' : 'S',
      };
      const server = await startServer('search', env, root);
      sides.push({ name, server, cookie: await login(server.url), runs: [] });
      if (!existsSync(join(dataDir, REFERENCE_FILE))) throw new Error(`${name}: no database in ${dataDir}`);
    }
    console.log(
      `/cerca?q=${QUERY} JSON as demo, ${PRODUCTS.toLocaleString('en')} products, ${HTTP.connections} connections, ` +
        `baseline ${BASELINE_REF} (${baseline}) against this checkout, ${PAIRS} pairs; load ${load1()}`,
    );
    const ratios: number[] = [];
    for (let pair = 1; pair <= PAIRS; pair++) {
      const line: string[] = [];
      for (const side of sides) {
        const m = await measureHttp(
          side.server,
          { paths: [searchPath(QUERY)], headers: { accept: 'application/json' }, cookies: [side.cookie] },
          HTTP,
        );
        if (!m.ok) throw new Error(`${side.name}: ${m.reason}`);
        side.runs.push(m);
        line.push(`${side.name} ${m.rps} req/s (CPU ${m.cpuMicrosPerRequest} µs/request, p99 ${m.p99Ms} ms)`);
      }
      const [base, current] = sides.map((s) => s.runs.at(-1));
      const ratio = base?.ok && current?.ok ? round(current.rps / base.rps, 2) : NaN;
      ratios.push(ratio);
      console.log(`  pair ${pair}: ${line.join(', ')}: ${ratio}x | load ${load1()}`);
    }
    const ratio = round(median(ratios), 2);
    const summary = (side: Side) => {
      const ok = side.runs.filter((r) => r.ok);
      return { rps: round(median(ok.map((r) => r.rps)), 1), cpuMicrosPerRequest: round(median(ok.map((r) => r.cpuMicrosPerRequest))) };
    };
    const [base, current] = sides.map(summary);
    console.log(
      `  median: baseline ${base?.rps} req/s (${base?.cpuMicrosPerRequest} µs/request), current ${current?.rps} req/s ` +
        `(${current?.cpuMicrosPerRequest} µs/request): ${ratio}x (goal ≥ ${GOAL_RATIO}x: ${ratio >= GOAL_RATIO ? 'met' : 'NOT MET'})`,
    );
    recordResult('search-json', {
      date: new Date().toISOString(),
      products: PRODUCTS,
      query: QUERY,
      baselineRef: BASELINE_REF,
      goalRatio: GOAL_RATIO,
      ratio,
      ratios,
      baseline: base,
      current,
      load1: load1(),
      settings: { ...HTTP, pairs: PAIRS, actor: 'demo' },
    });
  } finally {
    for (const side of sides) await stopServer(side.server);
    rmSync(runDir, { recursive: true, force: true });
  }
}
