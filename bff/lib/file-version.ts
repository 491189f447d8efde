import { stat } from 'node:fs/promises';

/** How long a file's modification time is trusted before it is looked at again. */
const RECHECK_MS = 1000;

/**
 * A built file's modification time (null while the file is missing), looked at once a second at most rather than on
 * every request: a server under load asked the file system for it on every page. A new build is seen within a second.
 */
export function fileVersion(file: string, now: () => number = performance.now.bind(performance)): () => Promise<number | null> {
  let checked: { at: number; mtimeMs: Promise<number | null> } | null = null;
  return () => {
    const at = now();
    if (!checked || at - checked.at >= RECHECK_MS) {
      checked = {
        at,
        mtimeMs: stat(file).then(
          (info) => info.mtimeMs,
          () => null,
        ),
      };
    }
    return checked.mtimeMs;
  };
}
