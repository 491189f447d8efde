import autocannon from 'autocannon';
import { setTimeout as sleep } from 'node:timers/promises';
import { LatencyRecorder, round } from './latency.ts';
import { serverUsage, type Server } from './server-child.ts';

/** One request the benchmark loads the server with. */
export interface HttpTarget {
  path: string;
  headers: Record<string, string>;
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
      p99Ms: number;
      /** The server's CPU time (user + system) over the measurement and until it fell idle, per request it received. */
      cpuMicrosPerRequest: number;
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
  const res = await fetch(url, { headers: target.headers });
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
  const url = `${server.url}${target.path}`;
  const checked = await check(url, target);
  if ('reason' in checked) return { ok: false, reason: checked.reason };
  const options = { url, pipelining: 1, headers: target.headers, timeout: 120 };
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
    p99Ms: round(times.percentile(99), 2),
    cpuMicrosPerRequest: received > 0 ? round((after.cpuMicros - before.cpuMicros) / received) : NaN,
  };
}

/** One line of the report: percentiles against the goal, throughput, the server's CPU per request. */
export function describeHttp(m: HttpMeasurement, goalP95Ms: number): string {
  if (!m.ok) return `n/a (${m.reason})`;
  const verdict = m.p95Ms < goalP95Ms ? 'met' : 'NOT MET';
  const cut = m.cutOff > 0 && m.cutOff >= m.completed / 10 ? `, ${m.cutOff} cut off by the time bound: a lower bound` : '';
  const failed = m.failed > 0 ? `, ${m.failed} FAILED` : '';
  return (
    `p50 ${m.p50Ms} p95 ${m.p95Ms} p99 ${m.p99Ms} ms (p95 goal < ${goalP95Ms} ms: ${verdict}) | ` +
    `${m.rps} req/s, n=${m.completed}${cut}${failed} | server CPU ${m.cpuMicrosPerRequest} µs/request, ${m.bytes} B`
  );
}
