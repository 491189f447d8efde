// npm start: builds the front end when stale, then runs the BFF (TypeScript through tsx).
import { spawn } from 'node:child_process';
import { buildFrontendIfStale } from './frontend.mjs';

buildFrontendIfStale();
const server = spawn(process.execPath, ['--import', 'tsx', 'bff/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
