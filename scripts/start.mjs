// npm start: builds the front end when stale, then runs the BFF (TypeScript through tsx).
import { spawn } from 'node:child_process';
import { buildFrontendIfStale } from './frontend.mjs';

buildFrontendIfStale();
// React's production renderer: the development one is several times slower at rendering pages on the server.
const server = spawn(process.execPath, ['--import', 'tsx', 'bff/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
