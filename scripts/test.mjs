// npm test: type check, lint, format check, unit/route/conformance tests, the front-end build when stale, the
// homepage's JavaScript budget, then the browser journeys.
import { spawnSync } from 'node:child_process';
import { buildFrontendIfStale } from './frontend.mjs';
import { JS_BUDGET_BYTES } from './js-budget.mjs';

function run(title, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

run('Type check (tsc --noEmit)', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']);
run('Lint (typescript-eslint)', ['node_modules/eslint/bin/eslint.js', '.']);
run('Unused code (knip)', ['node_modules/knip/bin/knip.js']);
run('Format (prettier --check)', ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.']);
run('Unit, route and conformance tests (vitest)', ['node_modules/vitest/vitest.mjs', 'run']);
buildFrontendIfStale();
// A build whose homepage needs more initial JavaScript than the budget fails npm test.
run(`JS budget (homepage initial JavaScript <= ${JS_BUDGET_BYTES / 1024} KB gzipped)`, ['scripts/js-budget.mjs']);
run('Browser journeys (e2e, Chromium)', ['scripts/e2e.mjs']);
console.log('\n✔ All tests passed');
