/**
 * The body of the order-file reader's worker thread (read-in-worker.ts starts it): reads each file it is sent with
 * readOrderFile, so parsing a workbook never holds the shop's event loop. Answers the lines, or the SheetError's
 * problem; any other failure as a message.
 */
import { parentPort } from 'node:worker_threads';
import { readOrderFile } from './read-order-file.ts';
import { SheetError } from './sheet-types.ts';
import type { ReadAnswer, ReadJob } from './read-job.ts';

const port = parentPort;
if (!port) throw new Error('read-worker.ts runs as a worker thread');
port.on('message', (job: ReadJob) => {
  const answer = (reply: ReadAnswer) => port.postMessage(reply);
  readOrderFile(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job.picked).then(
    (read) => answer({ id: job.id, read }),
    (error: unknown) =>
      answer(
        error instanceof SheetError
          ? { id: job.id, problem: error.problem, detail: error.message.replace(`${error.problem}: `, '') }
          : { id: job.id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) },
      ),
  );
});
