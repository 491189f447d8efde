/**
 * The body of a price-list writer's worker thread (write-in-worker.ts starts one for a big list): writes the sheet
 * so exceljs never holds the shop's event loop, and answers its bytes (or the failure's message).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { writePriceList, type PriceListHeadings } from './write-price-list.ts';
import type { NetPriceRow } from '../../../adapters/ports/requests.ts';

const port = parentPort;
if (!port) throw new Error('write-worker.ts runs as a worker thread');
const job = workerData as { rows: NetPriceRow[]; headings: PriceListHeadings };
writePriceList(job.rows, job.headings).then(
  (bytes) => port.postMessage({ bytes }),
  (error: unknown) => port.postMessage({ failure: error instanceof Error ? error.message : String(error) }),
);
