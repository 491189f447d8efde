import autocannon from 'autocannon';
import { LatencyRecorder, round } from './latency.ts';

/** The load of the side-by-side benchmarks (bff-overhead, configurator-cache): 10 connections, 1 s warm-up, 5 s measured. */
export const LOAD = { connections: 10, warmupS: 1, durationS: 5 } as const;

export interface Measurement {
  rps: number;
  p99Ms: number;
}

/**
 * One measurement of a GET: a warm-up, then the measured run. Any error, timeout or non-2xx reply fails the
 * benchmark (a fast error page must not pass for a fast route).
 */
export async function measure(label: string, url: string, headers: Record<string, string>): Promise<Measurement> {
  const options = { url, connections: LOAD.connections, pipelining: 1, headers };
  await autocannon({ ...options, duration: LOAD.warmupS });
  // autocannon's latency histogram keeps whole milliseconds (the bare server's p99 would read 0 ms),
  // so the p99 comes from the per-response times, which are precise to the microsecond.
  const times = new LatencyRecorder();
  const r = await autocannon({ ...options, duration: LOAD.durationS }).on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) times.add(ms);
  });
  if (r.errors > 0 || r.timeouts > 0 || r.non2xx > 0) {
    throw new Error(`${label}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx responses`);
  }
  return { rps: r.requests.average, p99Ms: round(times.percentile(99), 3) };
}
