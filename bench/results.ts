import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const RESULTS_FILE = fileURLToPath(new URL('./results.json', import.meta.url));

/**
 * Stores one benchmark's result under `name` in bench/results.json, keeping the other benchmarks'
 * entries. The file is rewritten atomically (temp file + rename).
 */
export function recordResult(name: string, data: Record<string, unknown>): void {
  let all: Record<string, unknown> = {};
  if (existsSync(RESULTS_FILE)) {
    const parsed: unknown = JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) all = parsed as Record<string, unknown>;
  }
  all[name] = data;
  const tmp = `${RESULTS_FILE}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(all, null, 2)}\n`);
  renameSync(tmp, RESULTS_FILE);
}
