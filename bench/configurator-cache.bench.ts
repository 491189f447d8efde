/**
 * configurator-cache: does serving a configurator's option list through the port cache cost anything over the
 * shop's lightest route?
 *   L (list)  = GET /configuratore/catene-da-neve/get-all-widths: the route, its query validation, the port
 *               table's cache (a hit after the warm-up), the list's serialisation and its public Cache-Control.
 *   P (light) = GET /sfapi/v1/principal, the lightest route of the shop.
 *   B (bare)  = fastify() with one GET route returning { ok: true }, for scale.
 * L and P run on the same shop server with the same logged-in session (both pay the full plugin stack).
 * Goal: L reaches at least 0.95x the requests per second of P (the cache adds nothing measurable).
 *
 * Method as bff-overhead.bench.ts: servers in child processes, autocannon here, 10 connections, 1 s warm-up
 * then 5 s measured, 5 rounds in rotating order (L,P,B / B,P,L / ...), the ratio the median of the per-round
 * ratios.
 */
import { cpus } from 'node:os';
import { LOAD, measure, type Measurement } from './autocannon-measure.ts';
import { round } from './latency.ts';
import { login } from './login.ts';
import { recordResult } from './results.ts';
import { startServer, stopServer, type Server } from './server-child.ts';
import { median } from './stats.ts';

const ROUNDS = 5;
const GOAL = 0.95;
const LIST = '/configuratore/catene-da-neve/get-all-widths';

type Side = 'list' | 'light' | 'bare';

export async function run(): Promise<void> {
  let shop: Server | undefined;
  let bare: Server | undefined;
  try {
    [shop, bare] = await Promise.all([startServer('shop'), startServer('bare')]);
    const cookie = await login(shop.url);
    const headers = { accept: 'application/json', cookie };
    const targets: Record<Side, { url: string; headers: Record<string, string> }> = {
      list: { url: `${shop.url}${LIST}`, headers },
      light: { url: `${shop.url}/sfapi/v1/principal`, headers },
      bare: { url: `${bare.url}/`, headers: { accept: 'application/json' } },
    };
    const check = await fetch(targets.list.url, { headers });
    if (check.status !== 200) throw new Error(`${LIST}: ${check.status} ${await check.text()}`);
    console.log(`L ${LIST} (logged in) vs P GET /sfapi/v1/principal (logged in) vs B bare fastify hello-world`);
    console.log(
      `${LOAD.connections} connections, ${LOAD.warmupS} s warm-up + ${LOAD.durationS} s per measurement, ${ROUNDS} rounds; ` +
        `servers in child processes, ${cpus().length} CPUs, node ${process.version}; list: ${await check.text()}`,
    );

    const orders: ReadonlyArray<readonly [Side, Side, Side]> = [
      ['list', 'light', 'bare'],
      ['bare', 'light', 'list'],
      ['light', 'list', 'bare'],
    ];
    const rounds: Array<{ rpsList: number; rpsLight: number; rpsBare: number; ratio: number; p99ListMs: number; p99LightMs: number }> = [];
    for (let i = 0; i < ROUNDS; i++) {
      const order = orders[i % orders.length] ?? (['list', 'light', 'bare'] as const);
      const got = new Map<Side, Measurement>();
      for (const side of order) got.set(side, await measure(side, targets[side].url, targets[side].headers));
      const of = (side: Side): Measurement => got.get(side) ?? { rps: 0, p99Ms: 0 };
      const [list, light, b] = [of('list'), of('light'), of('bare')];
      const entry = {
        rpsList: round(list.rps),
        rpsLight: round(light.rps),
        rpsBare: round(b.rps),
        ratio: round(list.rps / light.rps, 3),
        p99ListMs: list.p99Ms,
        p99LightMs: light.p99Ms,
      };
      rounds.push(entry);
      console.log(
        `  round ${i + 1} (${order.join(',')}): list ${entry.rpsList} req/s p99 ${entry.p99ListMs} ms | ` +
          `principal ${entry.rpsLight} req/s p99 ${entry.p99LightMs} ms | bare ${entry.rpsBare} req/s | ratio ${entry.ratio.toFixed(3)}`,
      );
    }

    const ratio = round(median(rounds.map((r) => r.ratio)), 3);
    const result = {
      date: new Date().toISOString(),
      rpsList: round(median(rounds.map((r) => r.rpsList))),
      rpsLight: round(median(rounds.map((r) => r.rpsLight))),
      rpsBare: round(median(rounds.map((r) => r.rpsBare))),
      ratio,
      p99ListMs: median(rounds.map((r) => r.p99ListMs)),
      p99LightMs: median(rounds.map((r) => r.p99LightMs)),
      goal: GOAL,
      met: ratio >= GOAL,
      rounds,
      settings: {
        ...LOAD,
        list: LIST,
        light: '/sfapi/v1/principal',
        logLevel: 'info',
        logDestination: '/dev/null',
        processes: 'server per child process, autocannon in the parent',
        cpus: cpus().length,
        node: process.version,
      },
    };
    console.log(`median of ${ROUNDS} rounds:`);
    console.log(`  L list       ${result.rpsList} req/s, p99 ${result.p99ListMs} ms`);
    console.log(`  P principal  ${result.rpsLight} req/s, p99 ${result.p99LightMs} ms`);
    console.log(`  B bare       ${result.rpsBare} req/s`);
    console.log(`  ratio L/P ${ratio.toFixed(3)}x (median of per-round ratios), goal >= ${GOAL}x: ${result.met ? 'MET' : 'NOT MET'}`);
    recordResult('configurator-cache', result);
  } finally {
    await Promise.all([stopServer(shop), stopServer(bare)]);
  }
}
