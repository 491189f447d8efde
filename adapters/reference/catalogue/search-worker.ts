/**
 * The body of the catalogue's search worker thread (search-in-worker.ts starts it): a read-only connection to the
 * reference database and a catalogue over it, answering each search it is sent, so searches run on another core
 * than the shop's event loop. Any failure is answered as a message (the caller then searches in-process).
 */
import BetterSqlite3 from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { ReferenceCatalogue } from './catalogue.ts';
import type { SearchAnswer, SearchJob, SearchWorkerData } from './search-job.ts';

/** The worker connection's page cache, in KiB. */
const SEARCH_CACHE_KIB = 32 * 1024;

const port = parentPort;
if (!port) throw new Error('search-worker.ts runs as a worker thread');
const { file, countCap } = workerData as SearchWorkerData;
const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
// The search tags of a word query's 1,000 hits are spread over the whole table (16 MB at a million products): with
// SQLite's default 2 MB cache most of them are read again from the file on every search. 32 MB keeps them: a word
// search's CPU 7 % lower, 11 % more of them a second (docs/benchmarks.md, seed-and-search, third round).
db.pragma(`cache_size = -${SEARCH_CACHE_KIB}`);
const catalogue = new ReferenceCatalogue({ db }, { countCap });
port.on('message', (job: SearchJob) => {
  const answer = (reply: SearchAnswer) => port.postMessage(reply);
  catalogue.search(job.input, { requestId: job.requestId, actor: job.actor }).then(
    (result) => answer({ id: job.id, result }),
    (error: unknown) => answer({ id: job.id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
