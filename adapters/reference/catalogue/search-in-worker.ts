import type { SearchResult } from '../../../shared/contract/catalogue.ts';
import { JobWorker } from '../../../shared/job-worker.ts';
import type { Ctx } from '../../ports/op.ts';
import type { SearchAnswer, SearchJob, SearchWorkerData } from './search-job.ts';

/**
 * Catalogue searches in one worker thread over a read-only connection to the same SQLite file (WAL: it reads what
 * the shop has committed), so the words, facets and rows of a search are read on the second core while the event
 * loop answers other requests. A worker that fails or exits fails the searches it had (the caller searches
 * in-process instead) and the next search starts a new one.
 */
export class SearchInWorker {
  private readonly jobs: JobWorker<SearchJob, SearchAnswer, SearchResult>;

  constructor(data: SearchWorkerData) {
    this.jobs = new JobWorker({
      code: { module: new URL('./search-worker.ts', import.meta.url), built: new URL('./catalogue-search-worker.js', import.meta.url) },
      workerData: data,
      settle: (answer) => ('result' in answer ? answer.result : new Error(answer.failure)),
      failed: (error) => error,
      closedMessage: 'the search worker was closed',
    });
  }

  /** Starts the worker if it is not running: its vocabulary is read before the first search (~0.3 s at a million). */
  warm(): void {
    this.jobs.warm();
  }

  search(input: SearchJob['input'], ctx: Ctx): Promise<SearchResult> {
    return this.jobs.run({ requestId: ctx.requestId, actor: ctx.actor, input });
  }

  close(): Promise<void> {
    return this.jobs.close();
  }
}
