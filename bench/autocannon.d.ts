// Minimal types for the parts of autocannon v8 the benchmarks use (the package ships no types
// and @types/autocannon is not installed).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    [key: string]: number;
  }

  interface Options {
    url: string;
    method?: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    /** Stop after this many responses in all (with `duration`: whichever comes first). */
    maxOverallRequests?: number;
    headers?: Record<string, string>;
    body?: string;
    /** Per-request timeout in seconds. */
    timeout?: number;
    /** The requests each connection sends in turn; `setupRequest` may rewrite each before it goes (memory.bench.ts). */
    requests?: {
      method?: string;
      setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
    }[];
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }

  /** Without a callback autocannon returns an EventEmitter that is also a promise of the result. */
  interface Instance extends PromiseLike<Result> {
    /** responseTime: milliseconds with sub-millisecond precision (the result histograms keep whole ms). */
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    stop(): void;
  }

  function autocannon(options: Options): Instance;

  export = autocannon;
}
