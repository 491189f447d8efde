import autocannon from 'autocannon';
import { setTimeout as sleep } from 'node:timers/promises';
import { LatencyRecorder, round } from './latency.ts';
import { serverUsage, type Server } from './server-child.ts';

/**
 * What the benchmark loads the server with: its paths in turn (one query after another), each sent with the next
 * of `cookies` (one session after another; none: a visitor) and `headers`.
 */
export interface HttpTarget {
  paths: readonly string[];
  headers: Record<string, string>;
  cookies?: readonly string[];
}

export interface HttpSettings {
  connections: number;
  warmupS: number;
  durationS: number;
  /** Most responses per measurement: the count bound beside the time bound. */
  maxRequests: number;
}

export type HttpMeasurement =
  | { ok: false; reason: string }
  | {
      ok: true;
      /** 2xx replies within the time bound; the percentiles are over these. */
      completed: number;
      /** Requests still in flight when the time bound stopped the clients (the server did them anyway). */
      cutOff: number;
      failed: number;
      bytes: number;
      rps: number;
      p50Ms: number;
      p95Ms: number;
      p97_5Ms: number;
      p99Ms: number;
      /** The server's CPU time (user + system) over the measurement and until it fell idle, per request it received. */
      cpuMicrosPerRequest: number;
      /** The port cache's hits per cached operation called meanwhile, as a share of its calls. */
      cacheHitRates: Record<string, number>;
    };

/** Waits until the server's CPU use falls under a tenth of a core (the requests a stopped client left behind are done). */
async function serverIdle(server: Server, limitMs = 90_000): Promise<void> {
  const deadline = performance.now() + limitMs;
  let last = await serverUsage(server);
  while (performance.now() < deadline) {
    await sleep(250);
    const now = await serverUsage(server);
    if (now.cpuMicros - last.cpuMicros < 25_000) return;
    last = now;
  }
  console.warn(`  the server was still busy ${limitMs / 1000} s after the load stopped`);
}

/** One request first: a target that does not answer 200 with the expected type is reported, not loaded. */
async function check(url: string, target: HttpTarget): Promise<{ bytes: number } | { reason: string }> {
  const cookie = target.cookies?.[0];
  const res = await fetch(url, { headers: { ...target.headers, ...(cookie ? { cookie } : {}) } });
  const body = await res.arrayBuffer();
  const type = res.headers.get('content-type') ?? '';
  const wanted = target.headers.accept?.includes('html') ? 'text/html' : 'application/json';
  if (res.status !== 200) return { reason: `status ${res.status}: ${Buffer.from(body).toString('utf8', 0, 200)}` };
  if (!type.startsWith(wanted)) return { reason: `content-type ${type}, not ${wanted}` };
  return { bytes: body.byteLength };
}

/**
 * Loads one target with autocannon from this process: a one-connection warm-up, then `connections` clients
 * for `durationS` seconds or `maxRequests` replies, whichever comes first. Latencies come from the per-response
 * times (microsecond precision; autocannon's histogram keeps whole milliseconds). The server's CPU is read over
 * IPC before the load and after the server fell idle again, and divided by the requests it received meanwhile.
 */
export async function measureHttp(server: Server, target: HttpTarget, settings: HttpSettings): Promise<HttpMeasurement> {
  const checked = await check(`${server.url}${target.paths[0]}`, target);
  if ('reason' in checked) return { ok: false, reason: checked.reason };
  let sent = 0;
  const { paths, cookies = [] } = target;
  const next = (request: { path: string; headers?: Record<string, string> }) => {
    const n = sent++;
    const cookie = cookies[n % Math.max(1, cookies.length)];
    return { ...request, path: paths[n % paths.length] ?? '/', headers: { ...target.headers, ...(cookie ? { cookie } : {}) } };
  };
  const options = {
    url: server.url,
    pipelining: 1,
    headers: target.headers,
    timeout: 120,
    requests: [{ method: 'GET', setupRequest: next }],
  };
  await autocannon({ ...options, connections: 1, duration: settings.warmupS, maxOverallRequests: 50 });
  await serverIdle(server);

  const before = await serverUsage(server);
  const times = new LatencyRecorder();
  let failed = 0;
  const started = performance.now();
  const r = await autocannon({
    ...options,
    connections: settings.connections,
    duration: settings.durationS,
    maxOverallRequests: settings.maxRequests,
  }).on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) times.add(ms);
    else failed++;
  });
  const elapsedS = (performance.now() - started) / 1000;
  await serverIdle(server);
  const after = await serverUsage(server);
  const received = after.requests - before.requests;
  failed += r.errors;
  return {
    ok: true,
    completed: times.size,
    cutOff: Math.max(0, received - times.size - failed),
    failed,
    bytes: checked.bytes,
    rps: round(times.size / elapsedS, 1),
    p50Ms: round(times.percentile(50), 2),
    p95Ms: round(times.percentile(95), 2),
    p97_5Ms: round(times.percentile(97.5), 2),
    p99Ms: round(times.percentile(99), 2),
    cpuMicrosPerRequest: received > 0 ? round((after.cpuMicros - before.cpuMicros) / received) : NaN,
    cacheHitRates: hitRates(before.cache, after.cache),
  };
}

function hitRates(before: Record<string, { hits: number; misses: number }>, after: Record<string, { hits: number; misses: number }>) {
  const rates: Record<string, number> = {};
  for (const [operation, { hits, misses }] of Object.entries(after)) {
    const h = hits - (before[operation]?.hits ?? 0);
    const calls = h + misses - (before[operation]?.misses ?? 0);
    if (calls > 0) rates[operation] = round(h / calls, 3);
  }
  return rates;
}

/** One line of the report: percentiles against the goal (p97.5), throughput, the server's CPU per request, cache hits. */
export function describeHttp(m: HttpMeasurement, goalMs: number): string {
  if (!m.ok) return `n/a (${m.reason})`;
  const verdict = m.p97_5Ms < goalMs ? 'met' : 'NOT MET';
  const cut = m.cutOff > 0 && m.cutOff >= m.completed / 10 ? `, ${m.cutOff} cut off by the time bound: a lower bound` : '';
  const failed = m.failed > 0 ? `, ${m.failed} FAILED` : '';
  return (
    `p50 ${m.p50Ms} p97.5 ${m.p97_5Ms} p99 ${m.p99Ms} ms (p97.5 goal < ${goalMs} ms: ${verdict}) | ` +
    `${m.rps} req/s, n=${m.completed}${cut}${failed} | server CPU ${m.cpuMicrosPerRequest} µs/request, ${m.bytes} B | ` +
    `cache hits ${
      Object.entries(m.cacheHitRates)
        .map(([op, rate]) => `${op} ${Math.round(rate * 100)}%`)
        .join(', ') || 'none'
    }`
  );
}
