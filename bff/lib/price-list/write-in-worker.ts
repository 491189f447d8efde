import { startWorker } from '../../../shared/job-worker.ts';
import type { NetPriceRow } from '../../../adapters/ports/requests.ts';
import { writePriceList, type PriceListHeadings } from './write-price-list.ts';

/** Lists up to this many rows are written at once (a few tens of milliseconds); longer ones in a worker thread. */
const INLINE_ROWS = 2000;

/** Writes a net price list's .xlsx, off the event loop when it is big (one worker per list: they are rare). */
export async function writePriceListOffLoop(
  rows: readonly NetPriceRow[],
  headings: PriceListHeadings,
  inlineRows = INLINE_ROWS,
): Promise<Buffer> {
  if (rows.length <= inlineRows) return writePriceList(rows, headings);
  const worker = startWorker(
    { module: new URL('./write-worker.ts', import.meta.url), built: new URL('./price-list-write-worker.js', import.meta.url) },
    { workerData: { rows, headings } },
  );
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
