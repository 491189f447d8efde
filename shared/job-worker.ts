import { Worker, type ResourceLimits } from 'node:worker_threads';

/** Where a worker's code is, both given from the caller's own module (`new URL('./x', import.meta.url)`). */
export interface WorkerCode {
  /** The TypeScript module, when the shop runs from its sources (tsx, vitest): the worker registers tsx first. */
  module: URL;
  /** The bundled file beside the server in a build (scripts/build-server.mjs). */
  built: URL;
}

export interface JobWorkerOptions<Answer, Result> {
  code: WorkerCode;
  workerData?: unknown;
  resourceLimits?: ResourceLimits;
  /** The job's result, or the error its caller gets. */
  settle: (answer: Answer) => Result | Error;
  /** What the jobs in flight fail with when the worker errs or exits. */
  failed: (error: Error) => Error;
  /** What jobs fail with once `close` was called. */
  closedMessage: string;
}

const fromSources = import.meta.url.endsWith('.ts');

/** A worker thread running `code`: from the sources with tsx registered first, else the built file. */
export function startWorker(code: WorkerCode, options: { workerData?: unknown; resourceLimits?: ResourceLimits }): Worker {
  const module = JSON.stringify(code.module.href);
  return fromSources
    ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${module}); });`, { ...options, eval: true })
    : new Worker(code.built, options);
}

/**
 * Jobs run one after another in one worker thread, started on the first job (or `warm`) and kept for the next
 * ones. Each job carries an id its answer repeats. A worker that errs or exits fails the jobs it had and the next
 * job starts a new one. Idle, the worker does not keep the process alive.
 */
export class JobWorker<Job extends { id: number }, Answer extends { id: number }, Result> {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: JobWorkerOptions<Answer, Result>) {}

  /** Starts the worker if it is not running, so the first job does not wait for it to load. */
  warm(): void {
    if (!this.worker && !this.closed) this.start();
  }

  run(job: Omit<Job, 'id'>): Promise<Result> {
    if (this.closed) return Promise.reject(new Error(this.options.closedMessage));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ ...job, id });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.rejectAll(new Error(this.options.closedMessage));
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const { code, workerData, resourceLimits } = this.options;
    const worker = startWorker(code, { workerData, ...(resourceLimits ? { resourceLimits } : {}) });
    worker.on('message', (answer: Answer) => this.settle(answer));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (exitCode) => this.fail(worker, new Error(`the worker exited with code ${exitCode}`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle(answer: Answer): void {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.worker?.unref();
    const result = this.options.settle(answer);
    if (result instanceof Error) pending.reject(result);
    else pending.resolve(result);
  }

  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.rejectAll(this.options.failed(error));
  }

  private rejectAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
