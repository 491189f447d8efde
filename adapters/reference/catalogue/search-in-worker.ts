import { Worker } from 'node:worker_threads';
import type { SearchResult } from '../../../shared/contract/catalogue.ts';
import type { Ctx } from '../../ports/op.ts';
import type { SearchAnswer, SearchJob, SearchWorkerData } from './search-job.ts';

/**
 * Where the worker's code is: the TypeScript module when the shop runs from its sources (tsx, vitest; the worker
 * registers tsx first), the bundled file beside the server in a build (scripts/build-server.mjs).
 */
function workerCode(): { code: string; eval: true } | { file: URL; eval: false } {
  if (!import.meta.url.endsWith('.ts')) return { file: new URL('./catalogue-search-worker.js', import.meta.url), eval: false };
  const module = JSON.stringify(new URL('./search-worker.ts', import.meta.url).href);
  return { code: `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${module}); });`, eval: true };
}

interface Pending {
  resolve: (result: SearchResult) => void;
  reject: (error: Error) => void;
}

/**
 * Catalogue searches in one worker thread over a read-only connection to the same SQLite file (WAL: it reads what
 * the shop has committed), so the words, facets and rows of a search are read on the second core while the event
 * loop answers other requests. A worker that fails or exits fails the searches it had (the caller searches
 * in-process instead) and the next search starts a new one. Idle, it does not keep the process alive.
 */
export class SearchInWorker {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly data: SearchWorkerData) {}

  /** Starts the worker if it is not running: its vocabulary is read before the first search (~0.3 s at a million). */
  warm(): void {
    if (!this.worker && !this.closed) this.start();
  }

  search(input: SearchJob['input'], ctx: Ctx): Promise<SearchResult> {
    if (this.closed) return Promise.reject(new Error('the search worker was closed'));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, requestId: ctx.requestId, actor: ctx.actor, input } satisfies SearchJob);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.rejectAll(new Error('the search worker was closed'));
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const where = workerCode();
    const options = { workerData: this.data };
    const worker = where.eval ? new Worker(where.code, { ...options, eval: true }) : new Worker(where.file, options);
    worker.on('message', (answer: SearchAnswer) => this.settle(answer));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`the search worker exited with code ${code}`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle(answer: SearchAnswer): void {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.worker?.unref();
    if ('result' in answer) pending.resolve(answer.result);
    else pending.reject(new Error(answer.failure));
  }

  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.rejectAll(error);
  }

  private rejectAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
