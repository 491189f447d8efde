import { spawnSync } from 'node:child_process';
import { isStale } from './staleness.mjs';

// web/ imports shared/ (money, codes, principal…), so a change there makes the build stale too.
const SOURCES = ['web', 'shared', 'vite.config.ts', 'package-lock.json'];
const BUILT = 'dist/web/index.html';

/** True when the SPA build is missing or older than a source file. */
export function frontendIsStale() {
  return isStale(BUILT, SOURCES);
}

/** Builds the SPA with Vite when stale; exits the process when the build fails. */
export function buildFrontendIfStale() {
  if (!frontendIsStale()) return;
  console.log('Building the front end (vite build)…');
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The front-end build failed.');
    process.exit(result.status ?? 1);
  }
}
