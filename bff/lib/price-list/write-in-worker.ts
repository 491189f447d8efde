import { Worker } from 'node:worker_threads';
import type { NetPriceRow } from '../../../adapters/ports/requests.ts';
import { writePriceList, type PriceListHeadings } from './write-price-list.ts';

/** Lists up to this many rows are written at once (a few tens of milliseconds); longer ones in a worker thread. */
const INLINE_ROWS = 2000;

/** The worker's code: the TypeScript module from the sources (tsx registered first), the bundled file in a build. */
function workerCode(): { code: string; eval: true } | { file: URL; eval: false } {
  if (!import.meta.url.endsWith('.ts')) return { file: new URL('./price-list-write-worker.js', import.meta.url), eval: false };
  const module = JSON.stringify(new URL('./write-worker.ts', import.meta.url).href);
  return { code: `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${module}); });`, eval: true };
}

/** Writes a net price list's .xlsx, off the event loop when it is big (one worker per list: they are rare). */
export async function writePriceListOffLoop(
  rows: readonly NetPriceRow[],
  headings: PriceListHeadings,
  inlineRows = INLINE_ROWS,
): Promise<Buffer> {
  if (rows.length <= inlineRows) return writePriceList(rows, headings);
  const where = workerCode();
  const workerData = { rows, headings };
  const worker = 'file' in where ? new Worker(where.file, { workerData }) : new Worker(where.code, { eval: true, workerData });
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      worker.once('message', (answer: { bytes?: Uint8Array; failure?: string }) =>
        answer.bytes ? resolve(Buffer.from(answer.bytes)) : reject(new Error(answer.failure ?? 'the price-list writer failed')),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the price-list writer exited with code ${code}`)));
    });
  } finally {
    void worker.terminate();
  }
}
