import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeGoalsReport } from './goals-report.ts';

/**
 * `npm run bench`: runs every bench/*.bench.ts in name order. Each exports `run(): Promise<void>`,
 * prints its own numbers and stores them with recordResult (bench/results.ts).
 * Optional filter: `npm run bench -- bff-overhead` runs only the files whose name contains it.
 * Last, the goals table of docs/benchmarks.md is written again from bench/results.json (bench/goals-report.ts).
 */
const dir = fileURLToPath(new URL('.', import.meta.url));
const filter = process.argv[2];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!filter || f.includes(filter)))
  .sort();

if (files.length === 0) {
  console.error(filter ? `no bench/*.bench.ts matches "${filter}"` : 'no bench/*.bench.ts found');
  process.exit(1);
}

for (const file of files) {
  const mod = (await import(pathToFileURL(`${dir}${file}`).href)) as { run?: () => Promise<void> };
  if (typeof mod.run !== 'function') throw new Error(`${file} does not export run()`);
  const started = performance.now();
  console.log(`\n=== ${file} ===`);
  await mod.run();
  console.log(`=== ${file}: ${((performance.now() - started) / 1000).toFixed(1)} s ===`);
}

await writeGoalsReport();
