import { setFlagsFromString } from 'node:v8';

/**
 * Bounds how far V8 grows the heap past its live set (setting HEAP_GROWTH_PERCENT). Under a steady load V8 lets the
 * old space grow to about 4× what a full collection keeps: at 1,000,000 products the shop's 70–95 MB of live objects
 * sat in 300+ MB of heap, most of its resident memory. At 50 % it stays within 1.5× for about 3 % more CPU a request
 * (docs/benchmarks.md, memory). Node refuses the flag in NODE_OPTIONS, so the server sets it at start, before the
 * heap grows; V8 reads it at each full collection.
 */
export function boundHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
