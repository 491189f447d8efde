/**
 * Seeds the demo data at a size (default 1,000,000 products) into a temporary folder, times the first fill and runs
 * the whole-data check of issue 30 on it (adapters/reference/seed/completeness/check.ts). Outside `npm test`:
 * `npx tsx scripts/check-demo-data.ts [products]`; exits 1 when the check finds something.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../shared/sqlite.ts';
import { migrations } from '../adapters/reference/migrations/index.ts';
import { MAX_PRODUCTS, seedDatabase } from '../adapters/reference/seed/index.ts';
import { demoDataProblems } from '../adapters/reference/seed/completeness/check.ts';

const products = Number(process.argv[2] ?? MAX_PRODUCTS);
const dir = mkdtempSync(join(tmpdir(), 'parts-shop-demo-check-'));
try {
  const db = openDatabase(join(dir, 'reference.sqlite'), migrations);
  const report = seedDatabase(db, { products });
  console.log(`first fill of ${report.products} products: ${(report.durationMs / 1000).toFixed(1)} s`);
  const started = performance.now();
  const problems = demoDataProblems(db, 50);
  console.log(`check: ${((performance.now() - started) / 1000).toFixed(1)} s, ${problems.length} problems`);
  for (const problem of problems) console.log(`  ${problem}`);
  db.close();
  process.exitCode = problems.length > 0 ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
