import { JobWorker } from '../../../shared/job-worker.ts';
import type { OrderFileRead, PickedColumns } from './read-order-file.ts';
import type { ReadAnswer, ReadJob } from './read-job.ts';
import { SheetError } from './sheet-types.ts';

/** Files read at once by one instance: each in its own worker thread, so one slow file never holds up the other. */
const READERS = 2;
/** How long a file waits for a reader before it is refused (ReaderBusy), and when its sender may try again. */
const WAIT_MS = 10_000;
const RETRY_AFTER_SECONDS = 10;
/**
 * Heap a reader may use. Reading is streamed and its cells budgeted (cell-budget.ts), so an order needs a few tens of
 * MB; a crafted file that still grows past this ends its worker, not the shop, and is answered `too-complex`.
 */
const WORKER_HEAP_MB = 128;

type Jobs = JobWorker<ReadJob, ReadAnswer, OrderFileRead>;

/** Both readers were busy for WAIT_MS: the upload is answered 503 with Retry-After. */
export class ReaderBusy extends Error {
  override readonly name = 'ReaderBusy';
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
}

/**
 * Reads order files (read-order-file.ts) in worker threads, at most READERS at once: a worker is started on its first
 * file (or `warm`) and kept for the next ones; a file finding every reader busy waits its turn, at most WAIT_MS. A
 * worker that dies fails its file (`too-complex` when it ran out of memory, else `corrupt`) and the next file starts a
 * new one. `close` ends them; a later file starts new ones.
 */
export class OrderFileReader {
  private readonly waitMs: number;
  private readonly heapMb: number;
  private readers: readonly Jobs[];
  private idle: Jobs[];
  private readonly waiting: Array<{ take: (jobs: Jobs) => void; timer: NodeJS.Timeout }> = [];

  /** `waitMs` and `heapMb` other than the shop's for the tests, which cannot wait 10 s nor fill 128 MB. */
  constructor(options: { waitMs?: number; heapMb?: number } = {}) {
    this.waitMs = options.waitMs ?? WAIT_MS;
    this.heapMb = options.heapMb ?? WORKER_HEAP_MB;
    this.readers = this.newReaders();
    this.idle = [...this.readers];
  }

  private newReaders(): Jobs[] {
    return Array.from({ length: READERS }, () => newJobs(this.heapMb));
  }

  /** Starts a worker if none is waiting, so the next file does not wait for it to load (the upload page calls it). */
  warm(): void {
    this.idle.at(-1)?.warm();
  }

  async read(bytes: Buffer, picked?: PickedColumns): Promise<OrderFileRead> {
    const jobs = await this.take();
    try {
      return await jobs.run({ bytes, ...(picked ? { picked } : {}) });
    } finally {
      this.give(jobs);
    }
  }

  async close(): Promise<void> {
    const closing = this.readers;
    this.readers = this.newReaders();
    this.idle = [...this.readers];
    await Promise.all(closing.map((jobs) => jobs.close()));
  }

  private take(): Promise<Jobs> {
    const free = this.idle.pop();
    if (free) return Promise.resolve(free);
    return new Promise((resolve, reject) => {
      const waiter = {
        take: resolve,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new ReaderBusy('every order-file reader was busy'));
        }, this.waitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private give(jobs: Jobs): void {
    if (!this.readers.includes(jobs)) return; // closed since it was taken
    const next = this.waiting.shift();
    if (!next) return void this.idle.push(jobs);
    clearTimeout(next.timer);
    next.take(jobs);
  }
}

function newJobs(heapMb: number): Jobs {
  return new JobWorker<ReadJob, ReadAnswer, OrderFileRead>({
    code: { module: new URL('./read-worker.ts', import.meta.url), built: new URL('./order-import-read-worker.js', import.meta.url) },
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
    settle: (answer): OrderFileRead | Error => {
      if ('read' in answer) return answer.read;
      if ('problem' in answer) return new SheetError(answer.problem, answer.detail);
      return new Error(answer.failure);
    },
    failed: (error) =>
      new SheetError((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-complex' : 'corrupt', error.message),
    closedMessage: 'the reader was closed',
  });
}
