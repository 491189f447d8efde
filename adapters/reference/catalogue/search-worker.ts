/**
 * The body of the catalogue's search worker thread (search-in-worker.ts starts it): a read-only connection to the
 * reference database and a catalogue over it, answering each search it is sent, so searches run on another core
 * than the shop's event loop. Any failure is answered as a message (the caller then searches in-process).
 */
import BetterSqlite3 from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { ReferenceCatalogue } from './catalogue.ts';
import type { SearchAnswer, SearchJob, SearchWorkerData } from './search-job.ts';

const port = parentPort;
if (!port) throw new Error('search-worker.ts runs as a worker thread');
const { file, countCap } = workerData as SearchWorkerData;
const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const catalogue = new ReferenceCatalogue({ db }, { countCap });
port.on('message', (job: SearchJob) => {
  const answer = (reply: SearchAnswer) => port.postMessage(reply);
  catalogue.search(job.input, { requestId: job.requestId, actor: job.actor }).then(
    (result) => answer({ id: job.id, result }),
    (error: unknown) => answer({ id: job.id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
