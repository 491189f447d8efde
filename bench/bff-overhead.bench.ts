/**
 * bff-overhead: what the shop's full plugin stack costs on a light route.
 *   A (shop) = GET /sfapi/v1/principal with a logged-in session: error handler, security headers,
 *              request logging, session lookup, CSRF token computation and one port call
 *              (accounts.principal on the reference adapter).
 *   B (bare) = fastify() with one GET route returning { ok: true }.
 * Goal (issue 33): A reaches at least 0.6x the requests per second of B.
 *
 * Each server runs in its own child process, autocannon in this one. Child processes because
 * autocannon needs a good share of CPU itself: in one process it would compete with the server it
 * measures, and the cheaper the server the more it would be penalised, skewing the ratio. The
 * shop's child also gets /dev/null as stdout, which lets the logger stay at 'info' (one line per
 * request in and out, really serialised and written) without flooding the terminal.
 * Both children live for the whole run; only the one being measured receives load.
 *
 * Method: 10 connections, 1 s warm-up then 5 s measured, A and B alternated in 5 pairs (order
 * swapped every pair, ABBA..., so neither side always runs in the other's wake). Reported:
 * median of the 5 per-pair values for each figure; the ratio is the median of the per-pair
 * ratios, which shrugs off drift in machine speed during the run better than a ratio of medians.
 * Beside each pair: each server's CPU time per request (process.cpuUsage of its child over the measurement, warm-up
 * included) and the 1-minute load average, since other work on the machine makes absolute numbers noisy.
 */
import { cpus, loadavg } from 'node:os';
import { LOAD, measure, type Measurement } from './autocannon-measure.ts';
import { round } from './latency.ts';
import { login } from './login.ts';
import { recordResult } from './results.ts';
import { serverUsage, startServer, stopServer, type Server } from './server-child.ts';
import { median } from './stats.ts';

const { connections: CONNECTIONS, warmupS: WARMUP_S, durationS: DURATION_S } = LOAD;
const PAIRS = 5;
const GOAL = 0.6;
const LOG_LEVEL = 'info';

interface Pair {
  rpsShop: number;
  rpsBare: number;
  ratio: number;
  p99ShopMs: number;
  p99BareMs: number;
  cpuShopMicros: number;
  cpuBareMicros: number;
  load1: number;
}

/** One measurement and the server's CPU per request it received meanwhile (warm-up included). */
async function measured(server: Server, target: { url: string; headers: Record<string, string> }) {
  const before = await serverUsage(server);
  const m = await measure(server.kind, target.url, target.headers);
  const after = await serverUsage(server);
  return { ...m, cpuMicros: round((after.cpuMicros - before.cpuMicros) / Math.max(1, after.requests - before.requests), 1) };
}

export async function run(): Promise<void> {
  let shop: Server | undefined;
  let bare: Server | undefined;
  try {
    [shop, bare] = await Promise.all([startServer('shop'), startServer('bare')]);
    const cookie = await login(shop.url);
    const shopTarget = { url: `${shop.url}/sfapi/v1/principal`, headers: { accept: 'application/json', cookie } };
    const bareTarget = { url: `${bare.url}/`, headers: { accept: 'application/json' } };

    console.log(`A shop GET /sfapi/v1/principal (logged in, LOG_LEVEL=${LOG_LEVEL}, logs to /dev/null) vs B bare fastify hello-world`);
    console.log(
      `${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per measurement, ${PAIRS} pairs; ` +
        `servers in child processes, ${cpus().length} CPUs, node ${process.version}`,
    );

    const pairs: Pair[] = [];
    for (let i = 0; i < PAIRS; i++) {
      let a: Measurement & { cpuMicros: number };
      let b: Measurement & { cpuMicros: number };
      if (i % 2 === 0) {
        a = await measured(shop, shopTarget);
        b = await measured(bare, bareTarget);
      } else {
        b = await measured(bare, bareTarget);
        a = await measured(shop, shopTarget);
      }
      const pair: Pair = {
        rpsShop: round(a.rps),
        rpsBare: round(b.rps),
        ratio: round(a.rps / b.rps, 3),
        p99ShopMs: a.p99Ms,
        p99BareMs: b.p99Ms,
        cpuShopMicros: a.cpuMicros,
        cpuBareMicros: b.cpuMicros,
        load1: round(loadavg()[0] ?? 0, 2),
      };
      pairs.push(pair);
      console.log(
        `  pair ${i + 1} (${i % 2 === 0 ? 'A,B' : 'B,A'}): shop ${pair.rpsShop} req/s p99 ${pair.p99ShopMs} ms | ` +
          `bare ${pair.rpsBare} req/s p99 ${pair.p99BareMs} ms | ratio ${pair.ratio.toFixed(3)} | ` +
          `CPU shop ${pair.cpuShopMicros} µs, bare ${pair.cpuBareMicros} µs a request | load ${pair.load1}`,
      );
    }

    const ratio = round(median(pairs.map((p) => p.ratio)), 3);
    const result = {
      date: new Date().toISOString(),
      rpsShop: round(median(pairs.map((p) => p.rpsShop))),
      rpsBare: round(median(pairs.map((p) => p.rpsBare))),
      ratio,
      p99ShopMs: median(pairs.map((p) => p.p99ShopMs)),
      p99BareMs: median(pairs.map((p) => p.p99BareMs)),
      cpuShopMicros: median(pairs.map((p) => p.cpuShopMicros)),
      cpuBareMicros: median(pairs.map((p) => p.cpuBareMicros)),
      load1: median(pairs.map((p) => p.load1)),
      goal: GOAL,
      met: ratio >= GOAL,
      pairs,
      settings: {
        connections: CONNECTIONS,
        warmupS: WARMUP_S,
        durationS: DURATION_S,
        logLevel: LOG_LEVEL,
        logDestination: '/dev/null',
        processes: 'server per child process, autocannon in the parent',
        cpus: cpus().length,
        node: process.version,
      },
    };

    console.log(`median of ${PAIRS} pairs:`);
    console.log(`  A shop  ${result.rpsShop} req/s, p99 ${result.p99ShopMs} ms, ${result.cpuShopMicros} µs CPU a request`);
    console.log(`  B bare  ${result.rpsBare} req/s, p99 ${result.p99BareMs} ms, ${result.cpuBareMicros} µs CPU a request`);
    console.log(`  ratio A/B ${ratio.toFixed(3)}x (median of per-pair ratios), goal >= ${GOAL}x: ${result.met ? 'MET' : 'NOT MET'}`);
    recordResult('bff-overhead', result);
  } finally {
    await Promise.all([stopServer(shop), stopServer(bare)]);
  }
}
