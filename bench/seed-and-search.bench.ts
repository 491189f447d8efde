/**
 * seed-and-search (issues "search at scale" and 33): the first fill of the demo database, then catalogue searches on
 * it through the BFF over HTTP and in-process, at BENCH_SEED_PRODUCTS products (default the 1,000,000).
 *
 * Fill: timed once per size and generator version; later runs copy the cached file (bench/seeded-db.ts) and say
 * so. BENCH_FRESH=1 fills again.
 * HTTP: the shop in a child process (NODE_ENV=production, LOG_LEVEL=warn, a fresh copy of the database), loaded
 * from this process by autocannon, 10 connections, per query class and actor a 1 s one-connection warm-up then 5 s
 * or 20,000 replies: `/cerca?q=…` as JSON, each request the next of the class's 200 distinct queries drawn from the
 * database (bench/search-classes.ts), as a visitor and as 20 customers in turn (each logged in as itself,
 * bench/search-customers.ts), and `/cerca?q=filtro+olio` as HTML. p50/p97.5/p99, the server's CPU per request, the
 * port cache's hit rate per operation (so a cache cannot pass for speed), the 1-minute load average
 * (bench/search-http.ts).
 * In-process: the same ports from 10 async loops, no HTTP, for each class's first query: the search alone (CPU per
 * search, longest call, event loop delay), then a visitor's and a customer's page (search, prices, stock, delivery
 * promises, row counters; an operation that throws is reported n/a) (bench/search-inprocess.ts).
 * Goals (issue 33): p97.5 < 25 ms for every query class as JSON, visitor and customers; ≤ 2 ms CPU per search, no
 * block of the event loop over ~5 ms.
 */
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { REFERENCE_FILE, openReference } from '../adapters/reference/index.ts';
import { GENERATOR_VERSION } from '../adapters/reference/seed/index.ts';
import { recordResult } from './results.ts';
import { demoCustomerActor, searchPath, searchQueries, type ClassQueries } from './search-classes.ts';
import { customerCookies, customerUsers } from './search-customers.ts';
import { describeHttp, measureHttp, type HttpMeasurement, type HttpSettings } from './search-http.ts';
import { PAGE_OPS, hitsOf, opSummary, runLoops, summarize, type LoopResult, type PageOp, type QuerySummary } from './search-inprocess.ts';
import { seededDatabase, copyInto } from './seeded-db.ts';
import { startServer, stopServer, type Server } from './server-child.ts';
import { benchRunDir, productionShopEnv, shellOnlyDir } from './run-dir.ts';

const SIZE = Number(process.env.BENCH_SEED_PRODUCTS ?? 1_000_000);
const FRESH = process.env.BENCH_FRESH === '1';
const HTTP: HttpSettings = { connections: 10, warmupS: 1, durationS: 5, maxRequests: 20_000 };
const IN_PROCESS = { concurrency: 10, warmupMs: 300, durationMs: 1500 };
const GOALS = { jsonP97_5Ms: 25, htmlP97_5Ms: 40, cpuMsPerSearch: 2, blockMs: 5 };
const QUERIES_PER_CLASS = 200;
const CUSTOMERS = 20;
/** The shop's SEARCH_WORKER: S (default here) searches on a worker thread, N in-process (BENCH_SEARCH_WORKER). */
const SEARCH_WORKER = process.env.BENCH_SEARCH_WORKER === 'N' ? 'N' : 'S';
const HTML_QUERY = 'filtro olio';
const ACTORS = ['visitor', 'customer'] as const;
type ActorName = (typeof ACTORS)[number];
const load1 = () => Math.round((loadavg()[0] ?? 0) * 100) / 100;

const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');

/** The built SPA (BENCH_STATIC_DIR) when given, else a minimal shell: the HTML then lacks the inlined stylesheet. */
function staticDir(runDir: string): string {
  return process.env.BENCH_STATIC_DIR ?? shellOnlyDir(runDir);
}

async function httpPhase(dataDir: string, runDir: string, classes: ClassQueries[]) {
  let shop: Server | undefined;
  try {
    // Before the shop opens the file: the customers get the demo's password in this copy.
    const usernames = customerUsers(join(dataDir, REFERENCE_FILE), CUSTOMERS);
    shop = await startServer('search', {
      ...productionShopEnv(dataDir, staticDir(runDir), SIZE),
      SEARCH_WORKER,
    });
    const cookies: Record<ActorName, string[]> = { visitor: [], customer: await customerCookies(shop.url, usernames) };
    const target = (actor: ActorName, accept: string, paths: string[]) => ({ paths, headers: { accept }, cookies: cookies[actor] });
    const json: Record<string, Record<ActorName, HttpMeasurement & { load1: number }>> = {};
    for (const { class: cls, queries } of classes) {
      for (const actor of ACTORS) {
        const m = await measureHttp(shop, target(actor, 'application/json', queries.map(searchPath)), HTTP);
        const load = load1();
        (json[cls] ??= {} as Record<ActorName, HttpMeasurement & { load1: number }>)[actor] = { ...m, load1: load };
        console.log(
          `  ${cls.padEnd(16)} ${String(queries.length).padStart(4)} q ${actor.padEnd(8)} ${describeHttp(m, GOALS.jsonP97_5Ms)} | load ${load}`,
        );
      }
    }
    const html = {} as Record<ActorName, HttpMeasurement & { load1: number }>;
    for (const actor of ACTORS) {
      const m = await measureHttp(shop, target(actor, 'text/html', [searchPath(HTML_QUERY)]), HTTP);
      html[actor] = { ...m, load1: load1() };
      console.log(
        `  HTML page        ${JSON.stringify(HTML_QUERY)} ${actor.padEnd(8)} ${describeHttp(m, GOALS.htmlP97_5Ms)} | load ${html[actor].load1}`,
      );
    }
    return { customers: usernames.length, json, html };
  } catch (error) {
    console.log(`  HTTP: n/a (${(error instanceof Error ? error.message : String(error)).split('\n', 2).join(' ')})`);
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await stopServer(shop);
  }
}

/** The search alone (the CPU goal), then a visitor's and a customer's whole page, per query. */
async function inProcessPhase(dataDir: string, classes: ClassQueries[]) {
  let reference;
  try {
    reference = openReference({ dataDir, seedProducts: SIZE });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`  in-process: n/a (the reference adapter does not open: ${reason})`);
    return { error: reason };
  }
  try {
    const visitor = { requestId: 'bench', actor: null };
    const customer = { requestId: 'bench', actor: demoCustomerActor(join(dataDir, REFERENCE_FILE)) };
    const pageOps: Record<ActorName, readonly PageOp[]> = {
      visitor: ['catalogue.search', 'availability.availability'],
      customer: PAGE_OPS,
    };
    const perQuery: Record<string, QuerySummary> = {};
    const pages: LoopResult[] = [];
    for (const { class: cls, queries } of classes) {
      const q = queries[0];
      if (q === undefined) continue;
      const hits = await hitsOf(reference.ports, q, visitor);
      const search = await runLoops(reference.ports, q, visitor, ['catalogue.search'], IN_PROCESS);
      const visitorPage = await runLoops(reference.ports, q, visitor, pageOps.visitor, IN_PROCESS);
      const customerPage = await runLoops(reference.ports, q, customer, pageOps.customer, IN_PROCESS);
      pages.push(visitorPage, customerPage);
      const s = (perQuery[q] = summarize(hits, search, visitorPage, customerPage));
      console.log(
        `  ${cls.padEnd(16)} ${JSON.stringify(q).padEnd(24)} ${hits.padStart(12)} hits | CPU/search ${s.cpuMsPerSearch.toFixed(2)} ms ` +
          `(goal ≤ ${GOALS.cpuMsPerSearch}: ${met(s.cpuMsPerSearch <= GOALS.cpuMsPerSearch)}) | longest call ${s.callMaxMs.toFixed(1)} ms, ` +
          `p99 ${s.callP99Ms.toFixed(1)} (goal ≤ ~${GOALS.blockMs}: ${met(s.callMaxMs <= GOALS.blockMs)}) | event loop max ` +
          `${s.eventLoopMaxMs} ms, p99 ${s.eventLoopP99Ms} | CPU/page visitor ${s.cpuMsPerPage.visitor.toFixed(2)} ms, ` +
          `customer ${s.cpuMsPerPage.customer.toFixed(2)} ms`,
      );
    }
    const ops = Object.fromEntries(PAGE_OPS.map((op) => [op, opSummary(pages, op)]));
    for (const [op, o] of Object.entries(ops)) {
      const line =
        'error' in o ? `n/a (${o.error})` : `${o.calls} calls in the pages, p99 ${o.p99Ms.toFixed(2)} ms, longest ${o.maxMs.toFixed(1)} ms`;
      console.log(`  ${op.padEnd(30)} ${line}`);
    }
    return { queries: perQuery, pageOps: ops };
  } finally {
    reference.close();
  }
}

export async function run(): Promise<void> {
  if (!Number.isInteger(SIZE) || SIZE < 100 || SIZE > 1_000_000) throw new Error(`BENCH_SEED_PRODUCTS must be 100–1000000, got ${SIZE}`);
  const seeded = seededDatabase(SIZE, FRESH);
  const fillLine = seeded.fill === 'measured' ? 'measured now' : `REUSED from ${seeded.file} (its first fill; BENCH_FRESH=1 fills again)`;
  console.log(
    `first fill of ${SIZE.toLocaleString('en')} products: ${(seeded.fillMs / 1000).toFixed(1)} s, ${fillLine}, file ${seeded.fileMb} MB`,
  );

  // Ctrl-C or a kill mid-run: the database copy (372 MB at a million) goes too.
  const { dir: runDir, remove } = benchRunDir('bench-search-');
  try {
    const dataDir = join(runDir, 'data');
    copyInto(seeded, dataDir);
    const queries = searchQueries(join(dataDir, REFERENCE_FILE), QUERIES_PER_CLASS);
    for (const { class: cls, queries: qs, source } of queries) {
      console.log(
        `  ${cls}: ${qs.length} distinct queries, ${source}: ${qs
          .slice(0, 4)
          .map((q) => JSON.stringify(q))
          .join(', ')}…`,
      );
    }

    console.log(
      `HTTP (shop in a child process, NODE_ENV=production, LOG_LEVEL=warn, SEARCH_WORKER=${SEARCH_WORKER}): ${HTTP.connections} connections, ` +
        `${HTTP.warmupS} s warm-up + ${HTTP.durationS} s or ${HTTP.maxRequests} replies per line, ${CUSTOMERS} customers in turn; ` +
        `${cpus().length} CPUs, node ${process.version}, load ${load1()}`,
    );
    const http = await httpPhase(dataDir, runDir, queries);
    console.log(
      `in-process (no HTTP): ${IN_PROCESS.concurrency} async loops, ${IN_PROCESS.durationMs} ms per query and page kind ` +
        `(the loops resume in one turn of the event loop: its delay adds up to ${IN_PROCESS.concurrency} calls)`,
    );
    const inProcess = await inProcessPhase(dataDir, queries);

    recordResult(`seed-and-search-${SIZE}`, {
      date: new Date().toISOString(),
      products: SIZE,
      generatorVersion: GENERATOR_VERSION,
      fill: seeded.fill,
      fillMs: seeded.fillMs,
      fileMb: seeded.fileMb,
      goals: GOALS,
      queries: queries.map((c) => ({ class: c.class, count: c.queries.length, source: c.source, first: c.queries.slice(0, 5) })),
      http,
      inProcess,
      settings: {
        http: HTTP,
        inProcess: IN_PROCESS,
        staticDir: process.env.BENCH_STATIC_DIR ?? 'minimal shell',
        searchWorker: SEARCH_WORKER,
        cpus: cpus().length,
        node: process.version,
      },
    });
  } finally {
    remove();
  }
}
