import { Worker } from 'node:worker_threads';
import type { OrderFileRead, PickedColumns } from './read-order-file.ts';
import type { ReadAnswer, ReadJob } from './read-job.ts';
import { SheetError } from './sheet-types.ts';

/** Heap the reader may use: a crafted workbook that still expands past it ends the worker, not the shop. */
const WORKER_HEAP_MB = 512;

/**
 * Where the worker's code is: the TypeScript module when the shop runs from its sources (tsx, vitest; the worker
 * registers tsx first), the bundled file beside the server in a build (scripts/build-server.mjs).
 */
function workerCode(): { code: string; eval: boolean } | { file: URL; eval: false } {
  if (!import.meta.url.endsWith('.ts')) return { file: new URL('./import-read-worker.js', import.meta.url), eval: false };
  const module = JSON.stringify(new URL('./read-worker.ts', import.meta.url).href);
  return { code: `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${module}); });`, eval: true };
}

interface Pending {
  resolve: (read: OrderFileRead) => void;
  reject: (error: Error) => void;
}

/**
 * Reads order files (read-order-file.ts) in one worker thread, started on the first file (or `warm`) and kept for the next ones
 * (a file waits for the one before it). A worker that dies (out of memory on a crafted file) fails the files it
 * had with `corrupt` and the next file starts a new one. `close` ends it.
 */
export class OrderFileReader {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /** Starts the worker if it is not running, so the next file does not wait for it to load (the upload page calls it). */
  warm(): void {
    if (!this.worker) this.start();
  }

  read(bytes: Buffer, picked?: PickedColumns): Promise<OrderFileRead> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) worker.ref();
      const job: ReadJob = { id, bytes, ...(picked ? { picked } : {}) };
      worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.rejectAll(new Error('the reader was closed'));
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const where = workerCode();
    const worker =
      'file' in where
        ? new Worker(where.file, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } })
        : new Worker(where.code, { eval: true, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    worker.on('message', (answer: ReadAnswer) => this.settle(answer));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`the reader's worker exited with code ${code}`)));
    // Idle, the worker does not keep the process alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle(answer: ReadAnswer): void {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.worker?.unref();
    if ('read' in answer) pending.resolve(answer.read);
    else if ('problem' in answer) pending.reject(new SheetError(answer.problem, answer.detail));
    else pending.reject(new Error(answer.failure));
  }

  /** The worker is gone: its files fail as unreadable (the likely cause: it ran out of memory on one of them). */
  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.rejectAll(new SheetError('corrupt', error.message));
  }

  private rejectAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
