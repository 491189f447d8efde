/**
 * overload (issue 33, goal 6): more load than the shop can serve, with load shedding on and off.
 *
 * Two shops in child processes (NODE_ENV=production, LOG_LEVEL=warn, each on its own copy of the 50,000-product
 * database), one with load shedding at its production defaults (SHED_MAX_IN_FLIGHT, SHED_EVENT_LOOP_DELAY_MS), one
 * with both 0 (off: every request waits its turn). Each round loads one then the other (the order alternates) with
 * BENCH_OVERLOAD_CONNECTIONS clients (default 100) asking the demo customer's search page `/cerca?q=filtro olio` as
 * HTML for BENCH_OVERLOAD_SECONDS (default 5): some tens of pages a second are what the machine serves, so most of
 * that load is excess. Per round: the admitted requests (2xx), their p50/p99, the shed ones (503) and their p99, other
 * failures, the requests still unanswered when the clients stopped (left out of the percentiles: without shedding
 * its p99 is a lower bound), the server's CPU per request, a /health/live probe every 250 ms from this process (its
 * worst time), and how long the server stayed busy after the clients stopped (the queue it had let grow). Median
 * over BENCH_OVERLOAD_ROUNDS rounds (default 5).
 * Goal: with shedding, the admitted requests' p99 held (well under the unshed one) while the excess gets 503.
 */
import autocannon from 'autocannon';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { GENERATOR_VERSION } from '../adapters/reference/seed/index.ts';
import { loadConfig } from '../bff/config.ts';
import { LatencyRecorder, round } from './latency.ts';
import { login } from './login.ts';
import { recordResult } from './results.ts';
import { searchPath } from './search-classes.ts';
import { copyInto, seededDatabase } from './seeded-db.ts';
import { serverUsage, startServer, stopServer, type Server } from './server-child.ts';
import { median } from './stats.ts';
import { benchRunDir, productionShopEnv, shellOnlyDir } from './run-dir.ts';

const PRODUCTS = 50_000;
const SETTINGS = {
  connections: Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? 100),
  durationS: Number(process.env.BENCH_OVERLOAD_SECONDS ?? 5),
  rounds: Number(process.env.BENCH_OVERLOAD_ROUNDS ?? 5),
  /** A request the shop has not answered in this time counts as timed out (autocannon's timeout). */
  timeoutS: 30,
  probeEveryMs: 250,
};
const PATH = searchPath('filtro olio');
/** The production defaults of load shedding, as the shop reads them. */
const PRODUCTION = loadConfig({ NODE_ENV: 'production' });
const SHEDDING = { eventLoopDelayMs: PRODUCTION.SHED_EVENT_LOOP_DELAY_MS, maxInFlight: PRODUCTION.SHED_MAX_IN_FLIGHT };
const VARIANTS = ['shedding', 'unbounded'] as const;
type Variant = (typeof VARIANTS)[number];

interface Round {
  load1: number;
  admitted: number;
  admittedRps: number;
  p50Ms: number;
  p99Ms: number;
  shed: number;
  shedP99Ms: number;
  /** Timeouts, connection errors and statuses other than 2xx and 503. */
  failed: number;
  /**
   * Requests the server received but had not answered when the clients stopped (about one a client in both cases),
   * left out of the percentiles; without shedding these had waited longest.
   */
  cutOff: number;
  cpuMicrosPerRequest: number;
  healthWorstMs: number;
  healthNot200: number;
  /** How long the server kept working after the clients stopped: the requests it had queued. */
  drainMs: number;
}

/** Polls /health/live until stopped: its worst time and the answers that were not 200. */
function probeHealth(url: string) {
  let running = true;
  let worstMs = 0;
  let not200 = 0;
  let probes = 0;
  const done = (async () => {
    while (running) {
      probes++;
      const started = performance.now();
      try {
        const res = await fetch(`${url}/health/live`, { signal: AbortSignal.timeout(SETTINGS.timeoutS * 1000) });
        await res.arrayBuffer();
        if (res.status !== 200) not200++;
      } catch {
        not200++;
      }
      worstMs = Math.max(worstMs, performance.now() - started);
      await sleep(SETTINGS.probeEveryMs);
    }
  })();
  return async () => {
    running = false;
    await done;
    return { worstMs: round(worstMs, 1), not200, probes };
  };
}

/** Milliseconds until the server's CPU use falls under a tenth of a core (checked every 100 ms). */
async function drain(server: Server): Promise<number> {
  const started = performance.now();
  let last = await serverUsage(server);
  for (;;) {
    await sleep(100);
    const now = await serverUsage(server);
    if (now.cpuMicros - last.cpuMicros < 10_000) return Math.round(performance.now() - started - 100);
    last = now;
    if (performance.now() - started > 120_000) return Math.round(performance.now() - started);
  }
}

async function overload(server: Server, cookie: string): Promise<Round> {
  const load1 = round(loadavg()[0] ?? 0, 2);
  const before = await serverUsage(server);
  const admitted = new LatencyRecorder();
  const shed = new LatencyRecorder();
  let failed = 0;
  const stopProbe = probeHealth(server.url);
  const started = performance.now();
  const r = await autocannon({
    url: `${server.url}${PATH}`,
    connections: SETTINGS.connections,
    duration: SETTINGS.durationS,
    timeout: SETTINGS.timeoutS,
    headers: { accept: 'text/html', cookie },
  }).on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) admitted.add(ms);
    else if (status === 503) shed.add(ms);
    else failed++;
  });
  const elapsedS = (performance.now() - started) / 1000;
  const drainMs = await drain(server);
  const health = await stopProbe();
  const after = await serverUsage(server);
  const received = after.requests - before.requests;
  return {
    load1,
    admitted: admitted.size,
    admittedRps: round(admitted.size / elapsedS, 1),
    p50Ms: round(admitted.percentile(50), 1),
    p99Ms: round(admitted.percentile(99), 1),
    shed: shed.size,
    shedP99Ms: round(shed.percentile(99), 1),
    failed: failed + r.errors + r.timeouts,
    cutOff: Math.max(0, received - health.probes - admitted.size - shed.size - failed),
    cpuMicrosPerRequest: received > 0 ? Math.round((after.cpuMicros - before.cpuMicros) / received) : NaN,
    healthWorstMs: health.worstMs,
    healthNot200: health.not200,
    drainMs,
  };
}

function describe(r: Round): string {
  return (
    `admitted ${r.admitted} (${r.admittedRps}/s) p50 ${r.p50Ms} p99 ${r.p99Ms} ms | shed ${r.shed} (p99 ${r.shedP99Ms} ms) | ` +
    `failed ${r.failed}, unanswered at the end ${r.cutOff} | ${r.cpuMicrosPerRequest} µs CPU/request | /health/live worst ${r.healthWorstMs} ms, ` +
    `${r.healthNot200} not 200 | busy ${r.drainMs} ms after | load ${r.load1}`
  );
}

export async function run(): Promise<void> {
  const seeded = seededDatabase(PRODUCTS, false);
  const { dir: runDir, remove } = benchRunDir('bench-overload-');
  const servers: Partial<Record<Variant, Server>> = {};
  try {
    const web = shellOnlyDir(runDir);
    const cookies = {} as Record<Variant, string>;
    for (const variant of VARIANTS) {
      const dataDir = join(runDir, variant);
      copyInto(seeded, dataDir);
      const server = await startServer('search', {
        ...productionShopEnv(dataDir, web, PRODUCTS),
        // Shedding: the production defaults; unbounded: both checks off.
        ...(variant === 'shedding'
          ? { SHED_EVENT_LOOP_DELAY_MS: String(SHEDDING.eventLoopDelayMs), SHED_MAX_IN_FLIGHT: String(SHEDDING.maxInFlight) }
          : { SHED_EVENT_LOOP_DELAY_MS: '0', SHED_MAX_IN_FLIGHT: '0' }),
      });
      servers[variant] = server;
      cookies[variant] = await login(server.url);
      // Warm: the renderer's import, the first search's statements.
      const res = await fetch(`${server.url}${PATH}`, { headers: { accept: 'text/html', cookie: cookies[variant] } });
      if (res.status !== 200) throw new Error(`${variant}: ${PATH} answered ${res.status}`);
      await res.arrayBuffer();
    }
    console.log(
      `${SETTINGS.connections} connections × ${SETTINGS.durationS} s on ${PATH} (HTML, demo customer), ${PRODUCTS.toLocaleString('en')} products; ` +
        `shedding (production defaults: ${SHEDDING.maxInFlight} requests in flight, ${SHEDDING.eventLoopDelayMs} ms of event-loop delay) against none; ${SETTINGS.rounds} rounds, ${cpus().length} CPUs, node ${process.version}`,
    );
    const rounds: Record<Variant, Round[]> = { shedding: [], unbounded: [] };
    for (let i = 0; i < SETTINGS.rounds; i++) {
      const order = i % 2 === 0 ? VARIANTS : ([...VARIANTS].reverse() as Variant[]);
      for (const variant of order) {
        const server = servers[variant];
        if (!server) throw new Error(`${variant} server missing`);
        await drain(server);
        const r = await overload(server, cookies[variant]);
        rounds[variant].push(r);
        console.log(`  round ${i + 1} ${variant.padEnd(9)} ${describe(r)}`);
      }
    }
    const summarize = (rs: Round[]) => {
      const m = (pick: (r: Round) => number) => round(median(rs.map(pick)), 1);
      return {
        admittedRps: m((r) => r.admittedRps),
        p50Ms: m((r) => r.p50Ms),
        p99Ms: m((r) => r.p99Ms),
        shed: m((r) => r.shed),
        failed: m((r) => r.failed),
        cutOff: m((r) => r.cutOff),
        healthWorstMs: m((r) => r.healthWorstMs),
        drainMs: m((r) => r.drainMs),
      };
    };
    const summary = { shedding: summarize(rounds.shedding), unbounded: summarize(rounds.unbounded) };
    const ratio = round(median(rounds.shedding.map((r, i) => r.p99Ms / (rounds.unbounded[i]?.p99Ms ?? NaN))), 3);
    for (const v of VARIANTS) console.log(`  median ${v.padEnd(9)} ${JSON.stringify(summary[v])}`);
    console.log(`  admitted p99 with shedding / without: ${ratio} (median of ${SETTINGS.rounds} pairs)`);
    recordResult('overload', {
      date: new Date().toISOString(),
      products: PRODUCTS,
      generatorVersion: GENERATOR_VERSION,
      path: PATH,
      shedding: SHEDDING,
      settings: { ...SETTINGS, cpus: cpus().length, node: process.version },
      p99Ratio: ratio,
      summary,
      rounds,
    });
  } finally {
    await Promise.all(VARIANTS.map((v) => stopServer(servers[v])));
    remove();
  }
}
