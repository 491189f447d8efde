// npm test: type check, lint and format check alongside the unit/route/conformance tests and the front-end build
// (when stale); then the homepage's JavaScript budget and the browser journeys. Steps that run together have
// their output buffered and printed whole when each ends, so it stays readable; every step prints its time.
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import { frontendIsStale } from './frontend.mjs';
import { JS_BUDGET_BYTES } from './js-budget.mjs';
import { PAGE_BUDGET_BYTES } from './js-budget-pages.mjs';

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs `node ...args`; resolves with what happened. Buffered: its stdout and stderr kept in order in one buffer,
 * printed when it ends; else streamed as it comes (a step that runs alone).
 */
function step(title, args, buffered) {
  const start = Date.now();
  if (!buffered) console.log(`\n▶ ${title}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Buffered output is no terminal: keep the colours a terminal would get.
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const done = (status) => {
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      const ok = status === 0;
      console.log(`\n${ok ? '✔' : '✖'} ${title} (${seconds(start)})${text ? `\n${text}` : ''}`);
      resolve({ title, ok, status });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

/** Runs steps at the same time; exits with the first failure's status once all have ended. */
async function together(steps) {
  const results = await Promise.all(steps.map(([title, args]) => step(title, args, steps.length > 1)));
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    console.error(`\n✖ Failed: ${failed.map((result) => result.title).join(', ')} (after ${seconds(started)})`);
    process.exit(failed[0].status || 1);
  }
}

// The shared-state tests run a real Redis (issue 32), as the journeys run a real Chromium: say how to get it at once.
if (spawnSync('redis-server', ['--version']).error) {
  console.error(
    '✖ redis-server is missing: the shared-state tests need it. Install it with:\n  sudo apt-get update && sudo apt-get install -y redis-server',
  );
  process.exit(1);
}

const checks = [
  ['Type check (tsc --noEmit)', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']],
  ['Lint (typescript-eslint)', ['node_modules/eslint/bin/eslint.js', '.']],
  ['Unused code (knip)', ['node_modules/knip/bin/knip.js']],
  ['Format (prettier --check)', ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.']],
  ['Unit, route and conformance tests (vitest)', ['node_modules/vitest/vitest.mjs', 'run']],
];
if (frontendIsStale()) checks.push(['Front-end build (vite build)', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']]);
console.log(`▶ ${checks.map(([title]) => title).join(', ')}: together, each printed when it ends`);
await together(checks);
// A build whose homepage needs more initial JavaScript than the budget fails npm test.
await together([
  [
    `JS budget (the homepage <= ${JS_BUDGET_BYTES / 1024} KB, every other page <= ${PAGE_BUDGET_BYTES / 1024} KB gzipped)`,
    ['scripts/js-budget.mjs'],
  ],
]);
await together([['Browser journeys (e2e, Chromium)', ['scripts/e2e.mjs']]]);
console.log(`\n✔ All tests passed (${seconds(started)})`);
