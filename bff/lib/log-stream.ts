/** Where the log lines go: stdout, or a test's fake. */
interface Output {
  write(chunk: string): unknown;
}

interface LogStream {
  write(line: string): void;
  /** Writes what is waiting; later lines go out at once (the shop is closing). */
  close(): void;
}

/**
 * Log lines written in batches: what one turn of the event loop logged goes out in one write, after it. A synchronous
 * write per line (pino's default on stdout) was the largest part of a light request's CPU. Lines waiting are written
 * when the shop closes and when the process exits (an uncaught error included); a SIGKILL loses at most one turn's.
 */
export function batchedLogStream(out: Output = process.stdout): LogStream {
  let waiting = '';
  let scheduled = false;
  let closed = false;
  const flush = () => {
    scheduled = false;
    if (!waiting) return;
    const chunk = waiting;
    waiting = '';
    out.write(chunk);
  };
  process.on('exit', flush);
  return {
    write(line) {
      if (closed) {
        out.write(line);
        return;
      }
      waiting += line;
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    close() {
      closed = true;
      flush();
      process.off('exit', flush);
    },
  };
}
