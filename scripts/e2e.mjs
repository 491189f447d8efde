// Runs the browser journeys in e2e/ one file at a time against Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error(
    `Chromium is missing at ${CHROMIUM}: the browser tests need it.\n` +
      'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(or set CHROMIUM_PATH to another Chromium binary).',
  );
  process.exit(1);
}
const files = readdirSync('e2e')
  .filter((f) => f.endsWith('.e2e.ts'))
  .sort();
for (const file of files) {
  console.log(`\n  e2e/${file}`);
  const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'e2e/vitest.config.ts', `e2e/${file}`], {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
