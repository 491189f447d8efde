import { setFlagsFromString } from 'node:v8';

/**
 * The garbage collector's settings the server sets at start (Node refuses these flags in NODE_OPTIONS; V8 reads them
 * when it collects, so setting them before the first request is enough):
 *
 * - The heap grows at most HEAP_GROWTH_PERCENT past what the last full collection kept. Under a steady load V8 lets
 *   the old space grow to about 4× that: at 1,000,000 products the shop's 70–95 MB of live objects sat in 300+ MB of
 *   heap, most of its resident memory. At 50 % it stays within 1.5× for about 3 % more CPU a request. 0: V8's own.
 * - No allocation-site pretenuring. V8 moves an allocation site's objects straight to the old space when most of them
 *   survived a young collection; in a freshly started server (startup's allocations, cold code, the first requests
 *   in flight) it could decide so for the sites of every request's objects, and rarely goes back. From then on each
 *   request's garbage filled the old space and every young collection scanned it: 4–5 ms collections instead of
 *   0.6, twice the CPU a request, in about one start of six of the light-route bench and never with the flag
 *   (docs/benchmarks.md, bff-overhead). The shop's long-lived objects (caches, prepared statements) are few.
 */
export function tuneGarbageCollector(heapGrowthPercent: number): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
  if (heapGrowthPercent > 0) setFlagsFromString(`--heap-growing-percent=${heapGrowthPercent}`);
}
