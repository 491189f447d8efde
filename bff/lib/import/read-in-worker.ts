import { JobWorker } from '../../../shared/job-worker.ts';
import type { OrderFileRead, PickedColumns } from './read-order-file.ts';
import type { ReadAnswer, ReadJob } from './read-job.ts';
import { SheetError } from './sheet-types.ts';

/** Heap the reader may use: a crafted workbook that still expands past it ends the worker, not the shop. */
const WORKER_HEAP_MB = 512;

/**
 * Reads order files (read-order-file.ts) in one worker thread, started on the first file (or `warm`) and kept for
 * the next ones (a file waits for the one before it). A worker that dies (out of memory on a crafted file) fails
 * the files it had with `corrupt` and the next file starts a new one. `close` ends it; a later file starts a new one.
 */
export class OrderFileReader {
  private jobs = this.newJobs();

  private newJobs(): JobWorker<ReadJob, ReadAnswer, OrderFileRead> {
    return new JobWorker<ReadJob, ReadAnswer, OrderFileRead>({
      code: { module: new URL('./read-worker.ts', import.meta.url), built: new URL('./import-read-worker.js', import.meta.url) },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      settle: (answer): OrderFileRead | Error => {
        if ('read' in answer) return answer.read;
        if ('problem' in answer) return new SheetError(answer.problem, answer.detail);
        return new Error(answer.failure);
      },
      // The likely cause: it ran out of memory on one of the files.
      failed: (error) => new SheetError('corrupt', error.message),
      closedMessage: 'the reader was closed',
    });
  }

  /** Starts the worker if it is not running, so the next file does not wait for it to load (the upload page calls it). */
  warm(): void {
    this.jobs.warm();
  }

  read(bytes: Buffer, picked?: PickedColumns): Promise<OrderFileRead> {
    return this.jobs.run({ bytes, ...(picked ? { picked } : {}) });
  }

  async close(): Promise<void> {
    const closing = this.jobs;
    this.jobs = this.newJobs();
    await closing.close();
  }
}
