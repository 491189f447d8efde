/**
 * compression: what compressing a page-data reply per request costs the server, and what it saves on the wire.
 * The same request, GET /cerca?q=filtro as JSON (a visitor's first page of 24 results, 17 KB), is sent
 * without Accept-Encoding (identity), with `gzip` (level 6) and with `br` (quality 4), as @fastify/compress
 * is configured in bff/plugins/compression.ts.
 *
 * The shop runs in a child process (bench/server-child.ts) with LOG_LEVEL=info to /dev/null, autocannon in
 * this one. CPU per request is the server process's CPU time (user + system) over a measurement divided by
 * the replies it sent, so it includes everything the shop does for the request; the difference from identity
 * is the price of compressing. Method: 10 connections, 1 s warm-up then 5 s measured, the three variants in
 * 3 rounds with the order rotated; medians reported.
 */
import autocannon from 'autocannon';
import { request } from 'node:http';
import { cpus } from 'node:os';
import { recordResult } from './results.ts';
import { serverCpuMicros, startServer, stopServer, type Server } from './server-child.ts';
import { median } from './stats.ts';

const PATH = '/cerca?q=filtro';
const CONNECTIONS = 10;
const WARMUP_S = 1;
const DURATION_S = 5;
const ROUNDS = 3;
const VARIANTS = ['identity', 'gzip', 'br'] as const;
type Variant = (typeof VARIANTS)[number];

interface Measurement {
  rps: number;
  cpuMicrosPerRequest: number;
  latencyMeanMs: number;
}

function headersFor(variant: Variant): Record<string, string> {
  return { accept: 'application/json', ...(variant === 'identity' ? {} : { 'accept-encoding': variant }) };
}

/** Bytes of the reply's body as sent (compressed or not) and its Content-Encoding. */
function replyOnTheWire(url: string, variant: Variant): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: headersFor(variant) }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${variant}: status ${res.statusCode}`));
        else resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function measure(server: Server, variant: Variant): Promise<Measurement> {
  const options = { url: `${server.url}${PATH}`, connections: CONNECTIONS, pipelining: 1, headers: headersFor(variant) };
  await autocannon({ ...options, duration: WARMUP_S });
  const cpuBefore = await serverCpuMicros(server);
  const r = await autocannon({ ...options, duration: DURATION_S });
  const cpuAfter = await serverCpuMicros(server);
  if (r.errors > 0 || r.timeouts > 0 || r.non2xx > 0) {
    throw new Error(`${variant}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx responses`);
  }
  return {
    rps: r.requests.average,
    cpuMicrosPerRequest: (cpuAfter - cpuBefore) / r['2xx'],
    latencyMeanMs: r.latency.average,
  };
}

const round = (n: number, digits = 0) => Number(n.toFixed(digits));

export async function run(): Promise<void> {
  let shop: Server | undefined;
  try {
    shop = await startServer('shop');
    const url = `${shop.url}${PATH}`;
    const wire = Object.fromEntries(await Promise.all(VARIANTS.map(async (v) => [v, await replyOnTheWire(url, v)] as const)));
    for (const v of VARIANTS) {
      const sent = wire[v];
      if (sent?.encoding !== v) throw new Error(`asked for ${v}, the shop answered ${sent?.encoding ?? 'nothing'}`);
    }
    console.log(`GET ${PATH} as JSON, shop (LOG_LEVEL=info to /dev/null) in a child process`);
    console.log(
      `${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per measurement, ${ROUNDS} rounds; ` +
        `${cpus().length} CPUs, node ${process.version}`,
    );

    const runs: Record<Variant, Measurement[]> = { identity: [], gzip: [], br: [] };
    for (let i = 0; i < ROUNDS; i++) {
      const order = VARIANTS.map((_, k) => VARIANTS[(k + i) % VARIANTS.length] ?? 'identity');
      for (const variant of order) {
        const m = await measure(shop, variant);
        runs[variant].push(m);
        console.log(
          `  round ${i + 1} ${variant.padEnd(8)} ${round(m.rps)} req/s, ${round(m.cpuMicrosPerRequest)} µs CPU/request, ` +
            `mean latency ${round(m.latencyMeanMs, 2)} ms`,
        );
      }
    }

    const summary = Object.fromEntries(
      VARIANTS.map((v) => [
        v,
        {
          bytes: wire[v]?.bytes ?? NaN,
          rps: round(median(runs[v].map((m) => m.rps))),
          cpuMicrosPerRequest: round(median(runs[v].map((m) => m.cpuMicrosPerRequest))),
          latencyMeanMs: round(median(runs[v].map((m) => m.latencyMeanMs)), 2),
        },
      ]),
    ) as Record<Variant, { bytes: number; rps: number; cpuMicrosPerRequest: number; latencyMeanMs: number }>;

    console.log(`medians of ${ROUNDS} rounds:`);
    console.log('  variant   bytes  req/s  µs CPU/request  extra CPU vs identity');
    for (const v of VARIANTS) {
      const s = summary[v];
      const extra = s.cpuMicrosPerRequest - summary.identity.cpuMicrosPerRequest;
      console.log(
        `  ${v.padEnd(8)} ${String(s.bytes).padStart(6)} ${String(s.rps).padStart(6)} ${String(s.cpuMicrosPerRequest).padStart(15)}  ${v === 'identity' ? '' : `+${extra} µs`}`,
      );
    }

    recordResult('compression', {
      date: new Date().toISOString(),
      path: PATH,
      ...summary,
      settings: {
        connections: CONNECTIONS,
        warmupS: WARMUP_S,
        durationS: DURATION_S,
        rounds: ROUNDS,
        cpus: cpus().length,
        node: process.version,
      },
    });
  } finally {
    await stopServer(shop);
  }
}
