// npm start: builds the front end and the server when stale, then runs the built server (dist/server/server.js).
import { spawn } from 'node:child_process';
import { buildServerIfStale } from './build-server.mjs';
import { buildFrontendIfStale } from './frontend.mjs';
import { serverEnvironment } from './server-environment.mjs';

buildFrontendIfStale();
await buildServerIfStale();
// The built entry defaults NODE_ENV to production (React's production build).
const server = spawn(process.execPath, ['dist/server/server.js'], { stdio: 'inherit', env: serverEnvironment() });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
