/**
 * memory (issue 33, goal 5): the shop's resident memory under a long mixed load at 1,000,000 products.
 *
 * The shop runs as `npm start` runs it: the built server (`node dist/server/server.js`, built first when stale; under
 * tsx it would hold some 60 MB more of compiled sources) with scripts/server-environment.mjs's defaults, in a child
 * process (NODE_ENV=production, LOG_LEVEL=warn, a copy of the seeded database of BENCH_MEMORY_PRODUCTS products,
 * default 1,000,000: bench/seeded-db.ts). 20 customers' sessions are made first (staff switch to each customer's
 * user, two products in the cart). Then 50 connections for BENCH_MEMORY_SECONDS (default 600) ask, each request
 * drawn at random: searches of every class (article, OE and competitors' codes read from the database, words,
 * brands) as a visitor and as a customer, as JSON and as the HTML page; product pages of any of the products; the
 * cart; the homepage and the principal. Every 5 s the child's RSS is read (/proc). Goal: RSS under 400 MB at the end.
 * BENCH_MEMORY_NODE_OPTIONS is given to the child as NODE_OPTIONS (e.g. --heapsnapshot-signal=SIGUSR2 to look
 * inside); BENCH_MEMORY_VARIANT names such a run in results.json.
 */
import autocannon from 'autocannon';
import BetterSqlite3 from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REFERENCE_FILE } from '../adapters/reference/index.ts';
import { DEMO_ACCOUNTS } from '../adapters/reference/seed/customers.ts';
import { GENERATOR_VERSION } from '../adapters/reference/seed/index.ts';
import { sessionClient } from '../bff/testing/http-session.ts';
import { round } from './latency.ts';
import { recordResult } from './results.ts';
import { searchPath, searchQueries } from './search-classes.ts';
import { copyInto, seededDatabase } from './seeded-db.ts';
import { serverEnvironment } from '../scripts/server-environment.mjs';
import { benchRunDir, productionShopEnv, shellOnlyDir } from './run-dir.ts';
import { cpuMs, startBuilt, stopBuilt } from './built-shop.ts';

const PRODUCTS = Number(process.env.BENCH_MEMORY_PRODUCTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 600);
const CONNECTIONS = 50;
const CUSTOMERS = 20;
const SAMPLE_EVERY_MS = 5000;
const GOAL_RSS_MB = 400;
/** A name for a run with other settings (e.g. `before`: MALLOC_ARENA_MAX=16, NODE_OPTIONS=--enable-source-maps), kept apart in results.json. */
const VARIANT = process.env.BENCH_MEMORY_VARIANT ?? '';
const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** Queries of every class: the fixed ones of search-classes.ts, and codes, OE codes and brands read from the database. */
function queryPool(file: string): string[] {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const column = (sql: string) => db.prepare<[], string>(sql).pluck().all();
    const step = Math.max(1, Math.floor(PRODUCTS / 300));
    return [
      ...searchQueries(file).flatMap((c) => c.queries),
      ...column(`SELECT code FROM products WHERE id % ${step} = 1 LIMIT 300`),
      ...column(`SELECT code FROM oe_codes WHERE id % 97 = 1 LIMIT 150`),
      ...column(`SELECT name FROM brands ORDER BY id LIMIT 60`),
      ...['filtro aria', 'candela', 'cinghia distribuzione', 'ammortizzatore anteriore', 'batteria 70ah', 'olio 5w30', 'spazzola'],
    ];
  } finally {
    db.close();
  }
}

/** Users of customers (not staff), to switch to. */
function customerUsers(file: string): string[] {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[number], string>(`SELECT username FROM users WHERE roles = '["customer"]' ORDER BY id LIMIT ?`)
      .pluck()
      .all(CUSTOMERS);
  } finally {
    db.close();
  }
}

/** A customer's session: staff log in and act as the user (switch user); two products go in the cart. */
async function customerSession(base: string, username: string, productIds: number[]): Promise<string> {
  const jar = { cookie: '', csrfToken: '' };
  const client = sessionClient(base, jar);
  await client.actAs(DEMO_ACCOUNTS.staff, username);
  for (const productId of productIds) await client.post('/cart/add-ajax', { productId, quantity: 1 });
  return jar.cookie;
}

interface Sample {
  s: number;
  rssMb: number;
  /** Anonymous memory (the JavaScript heap, SQLite's caches, buffers) and mapped files (node's code, the database). */
  anonMb: number;
  fileMb: number;
  load1: number;
}

function sample(pid: number, startedAt: number): Sample {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return {
    s: Math.round((performance.now() - startedAt) / 1000),
    rssMb: mb(kb('VmRSS')),
    anonMb: mb(kb('RssAnon')),
    fileMb: mb(kb('RssFile')),
    load1: round(loadavg()[0] ?? 0, 2),
  };
}

export async function run(): Promise<void> {
  if (!Number.isInteger(SECONDS) || SECONDS < 10) throw new Error(`BENCH_MEMORY_SECONDS must be at least 10, got ${SECONDS}`);
  const seeded = seededDatabase(PRODUCTS, false);
  const { dir: runDir, remove } = benchRunDir('bench-memory-');
  let child: ChildProcess | undefined;
  try {
    const dataDir = join(runDir, 'data');
    copyInto(seeded, dataDir);
    const file = join(dataDir, REFERENCE_FILE);
    const queries = queryPool(file);
    const users = customerUsers(file);
    const web = shellOnlyDir(runDir);
    const started = await startBuilt({
      ...productionShopEnv(dataDir, web, PRODUCTS),
      // The bench loads the shop on purpose beyond what it serves at once: no request is to be shed.
      SHED_MAX_IN_FLIGHT: '0',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      ...(process.env.BENCH_MEMORY_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_MEMORY_NODE_OPTIONS } : {}),
    });
    child = started.child;
    const pid = child.pid ?? 0;
    const base = started.url;
    const cookies: string[] = [];
    for (const [i, user] of users.entries()) cookies.push(await customerSession(base, user, [1 + i * 7919, 2 + i * 104_729]));
    const startedAt = performance.now();
    const cpuAtStart = cpuMs(pid);
    const samples: Sample[] = [sample(pid, startedAt)];
    console.log(
      `${PRODUCTS.toLocaleString('en')} products, ${queries.length} queries, ${cookies.length} customers; ${CONNECTIONS} connections ` +
        `for ${SECONDS} s; ${cpus().length} CPUs, node ${process.version}; shop pid ${pid}, at start RSS ${samples[0]?.rssMb} MB`,
    );

    const accept = () => (Math.random() < 0.7 ? 'application/json' : 'text/html');
    const who = (customerShare: number): Record<string, string> => (Math.random() < customerShare ? { cookie: pick(cookies) } : {});
    const paths: (() => { path: string; headers: Record<string, string> })[] = [
      () => ({ path: searchPath(pick(queries)), headers: { accept: accept(), ...who(0.5) } }),
      () => ({ path: searchPath(pick(queries)), headers: { accept: accept(), ...who(0.5) } }),
      () => ({ path: `/ricambio/${1 + Math.floor(Math.random() * PRODUCTS)}`, headers: { accept: accept(), ...who(0.5) } }),
      () => ({ path: '/cart', headers: { accept: accept(), ...who(1) } }),
      () => ({ path: pick(['/', '/sfapi/v1/principal']), headers: { accept: accept(), ...who(0.5) } }),
    ];
    const statuses: Record<string, number> = {};
    const load = autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 60,
      requests: [
        {
          method: 'GET',
          setupRequest: (request: Record<string, unknown>) => {
            const { path, headers } = pick(paths)();
            return { ...request, path, headers };
          },
        },
      ],
    }).on('response', (_client, status) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
    let done = false;
    const sampling = (async () => {
      while (!done) {
        await sleep(SAMPLE_EVERY_MS);
        if (done) break;
        const s = sample(pid, startedAt);
        samples.push(s);
        if (s.s % 30 < SAMPLE_EVERY_MS / 1000)
          console.log(`  ${String(s.s).padStart(4)} s  RSS ${s.rssMb} MB (anonymous ${s.anonMb}, files ${s.fileMb})  load ${s.load1}`);
      }
    })();
    const result = await load;
    done = true;
    await sampling;
    const end = sample(pid, startedAt);
    samples.push(end);
    const peak = Math.max(...samples.map((s) => s.rssMb));
    const answered = Object.values(statuses).reduce((sum, n) => sum + n, 0);
    const cpuMsPerRequest = round((cpuMs(pid) - cpuAtStart) / Math.max(1, answered), 2);
    const verdict = end.rssMb < GOAL_RSS_MB ? 'met' : 'NOT MET';
    console.log(
      `  end: RSS ${end.rssMb} MB (goal < ${GOAL_RSS_MB} MB: ${verdict}), peak ${peak} MB, anonymous ${end.anonMb} MB, ` +
        `files ${end.fileMb} MB | ${answered} requests (${round(result.requests.average)} /s), ` +
        `statuses ${JSON.stringify(statuses)}, ${result.errors} errors, ${result.timeouts} timeouts | ${cpuMsPerRequest} ms CPU/request | ` +
        `load ${end.load1}`,
    );
    recordResult(`memory-${PRODUCTS}${VARIANT ? `-${VARIANT}` : ''}`, {
      date: new Date().toISOString(),
      products: PRODUCTS,
      generatorVersion: GENERATOR_VERSION,
      seconds: SECONDS,
      connections: CONNECTIONS,
      customers: cookies.length,
      queries: queries.length,
      goalRssMb: GOAL_RSS_MB,
      endRssMb: end.rssMb,
      peakRssMb: peak,
      met: end.rssMb < GOAL_RSS_MB,
      requests: answered,
      rps: round(result.requests.average),
      cpuMsPerRequest,
      statuses,
      errors: result.errors,
      timeouts: result.timeouts,
      nodeOptions: process.env.BENCH_MEMORY_NODE_OPTIONS ?? '',
      mallocArenaMax: serverEnvironment().MALLOC_ARENA_MAX,
      samples,
      cpus: cpus().length,
      node: process.version,
    });
  } finally {
    await stopBuilt(child);
    remove();
  }
}
