import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Ctx } from '../adapters/ports/op.ts';
import type { Ports } from '../adapters/ports/index.ts';
import { LatencyRecorder, round } from './latency.ts';

/** What the BFF calls for one page of search results, by name. */
export const PAGE_OPS = [
  'catalogue.search',
  'pricing.prices',
  'availability.availability',
  'availability.deliveryPromises',
  'catalogue.relationCounts',
] as const;
export type PageOp = (typeof PAGE_OPS)[number];

/** One operation's calls: their count, mean, 99th percentile and longest time from call to reply, or why it could not be called. */
export interface OpStats {
  calls: number;
  meanMs: number;
  p99Ms: number;
  maxMs: number;
  error?: string;
}

export interface LoopResult {
  /** Pages (or searches alone) completed by all loops together. */
  iterations: number;
  /** This process's CPU time (user + system) per iteration. */
  cpuMicrosPerIteration: number;
  /** The event loop's longest delay and its 99th percentile while the loops ran (monitorEventLoopDelay, 1 ms resolution). */
  eventLoopMaxMs: number;
  eventLoopP99Ms: number;
  ops: Partial<Record<PageOp, OpStats>>;
}

/** Times one operation per call; the first error is kept and the operation is not called again in this run. */
class OpTimer {
  private readonly times = new LatencyRecorder();
  private totalMs = 0;
  private error: string | undefined;

  /**
   * The reference implementations are synchronous SQLite behind a promise, and each loop yields to the event loop
   * only between pages, so the time from call to reply is the time the call held the event loop.
   */
  async time<T>(call: () => Promise<T>): Promise<T | undefined> {
    if (this.error !== undefined) return undefined;
    const started = performance.now();
    try {
      const result = await call();
      const ms = performance.now() - started;
      this.times.add(ms);
      this.totalMs += ms;
      return result;
    } catch (error) {
      this.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return undefined;
    }
  }

  stats(): OpStats {
    const calls = this.times.size;
    const base = {
      calls,
      meanMs: round(calls ? this.totalMs / calls : NaN, 3),
      p99Ms: round(this.times.percentile(99), 3),
      maxMs: round(this.times.max(), 3),
    };
    return this.error === undefined ? base : { ...base, error: this.error.slice(0, 200) };
  }
}

/**
 * One page of results as the BFF would build it in-process: the search, then for the page's ids the prices,
 * the stock, the delivery promises and the row counters (a visitor's page: the stock only). The search's reply is read only for
 * `rows[].id`, so the benchmark survives changes to the rest of its shape.
 */
async function page(ports: Ports, q: string, ctx: Ctx, timers: ReadonlyMap<PageOp, OpTimer>): Promise<void> {
  const search = timers.get('catalogue.search');
  const found = await search?.time(() => ports.catalogue.search({ q, pageSize: 24 }, ctx));
  const ids = found?.rows.map((row) => row.id) ?? [];
  if (ids.length === 0) return;
  const items = ids.map((productId) => ({ productId, quantity: 1 }));
  await timers.get('pricing.prices')?.time(() => ports.pricing.prices({ productIds: ids }, ctx));
  await timers.get('availability.availability')?.time(() => ports.availability.availability({ items }, ctx));
  await timers.get('availability.deliveryPromises')?.time(() => ports.availability.deliveryPromises({ items }, ctx));
  // A customer's row counters; the ports here have no cache, so every page counts (a miss, as for a new page).
  await timers.get('catalogue.relationCounts')?.time(() => ports.catalogue.relationCounts({ ids }, ctx));
}

/**
 * `concurrency` async loops calling `ops` for query `q` as `ctx`'s actor for `durationMs` (after `warmupMs` not
 * counted), each yielding to the event loop between pages as requests arriving over sockets would.
 */
export async function runLoops(
  ports: Ports,
  q: string,
  ctx: Ctx,
  ops: readonly PageOp[],
  settings: { concurrency: number; warmupMs: number; durationMs: number },
): Promise<LoopResult> {
  const loop = async (timers: ReadonlyMap<PageOp, OpTimer>, untilMs: number, counter: { n: number }) => {
    while (performance.now() < untilMs) {
      await nextTurn();
      await page(ports, q, ctx, timers);
      counter.n++;
    }
  };
  const loops = (timers: ReadonlyMap<PageOp, OpTimer>, untilMs: number, counter: { n: number }) =>
    Promise.all(Array.from({ length: settings.concurrency }, () => loop(timers, untilMs, counter)));
  const timersFor = () => new Map(ops.map((op) => [op, new OpTimer()]));

  await loops(timersFor(), performance.now() + settings.warmupMs, { n: 0 });
  const timers = timersFor();
  const counter = { n: 0 };
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const cpuBefore = process.cpuUsage();
  await loops(timers, performance.now() + settings.durationMs, counter);
  const cpu = process.cpuUsage(cpuBefore);
  delay.disable();
  return {
    iterations: counter.n,
    cpuMicrosPerIteration: round(counter.n ? (cpu.user + cpu.system) / counter.n : NaN),
    eventLoopMaxMs: round(delay.max / 1e6, 1),
    eventLoopP99Ms: round(delay.percentile(99) / 1e6, 1),
    ops: Object.fromEntries([...timers].map(([op, t]) => [op, t.stats()])),
  };
}

/** How many products the search finds, read only from `total` and `capped` (when the contract has it); n/a if it throws. */
export async function hitsOf(ports: Ports, q: string, ctx: Ctx): Promise<string> {
  try {
    const found: { total: number; capped?: unknown } = await ports.catalogue.search({ q, pageSize: 24 }, ctx);
    return `${found.capped === true ? 'more than ' : ''}${found.total}`;
  } catch (error) {
    return `n/a (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** What is recorded of one query in-process: the search alone, a visitor's and a customer's page. */
export interface QuerySummary {
  hits: string;
  cpuMsPerSearch: number;
  cpuMsPerPage: { visitor: number; customer: number };
  /** The longest single port call of the three runs, and the highest 99th percentile of a port's calls. */
  callMaxMs: number;
  callP99Ms: number;
  eventLoopMaxMs: number;
  eventLoopP99Ms: number;
}

export function summarize(hits: string, search: LoopResult, visitorPage: LoopResult, customerPage: LoopResult): QuerySummary {
  const runs = [search, visitorPage, customerPage];
  const answered = runs.flatMap((r) => Object.values(r.ops)).filter((s) => s.calls > 0);
  const ms = (micros: number) => round(micros / 1000, 3);
  return {
    hits,
    cpuMsPerSearch: ms(search.cpuMicrosPerIteration),
    cpuMsPerPage: { visitor: ms(visitorPage.cpuMicrosPerIteration), customer: ms(customerPage.cpuMicrosPerIteration) },
    callMaxMs: Math.max(0, ...answered.map((s) => s.maxMs)),
    callP99Ms: Math.max(0, ...answered.map((s) => s.p99Ms)),
    eventLoopMaxMs: Math.max(...runs.map((r) => r.eventLoopMaxMs)),
    eventLoopP99Ms: Math.max(...runs.map((r) => r.eventLoopP99Ms)),
  };
}

/** One page operation over every query's pages: its calls, highest p99 and longest call, or its first error. */
export function opSummary(pages: readonly LoopResult[], op: PageOp): { calls: number; p99Ms: number; maxMs: number } | { error: string } {
  const stats = pages.map((p) => p.ops[op]).filter((s) => s !== undefined);
  const error = stats.find((s) => s.error)?.error;
  if (error) return { error };
  return {
    calls: stats.reduce((n, s) => n + s.calls, 0),
    p99Ms: Math.max(0, ...stats.map((s) => s.p99Ms)),
    maxMs: Math.max(0, ...stats.map((s) => s.maxMs)),
  };
}
