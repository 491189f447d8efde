import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * True when `built` is missing or older than a file (or folder: an added or removed file counts) among `sources`.
 * Build steps write `built` last, so a build that failed half way stays stale.
 */
export function isStale(built, sources) {
  const stat = statSync(built, { throwIfNoEntry: false });
  return !stat || sources.some((source) => newestMtime(source) > stat.mtimeMs);
}
