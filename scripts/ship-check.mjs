// CI: the shop as it ships. The repository's files are copied into a temporary folder with only the production
// dependencies (`npm ci --omit=dev`) and the build (dist/), then `node dist/server/server.js` runs there on a free
// loopback port with a new DATA_DIR, and the homepage must answer the shop's server-rendered page.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildServerIfStale } from './build-server.mjs';
import { buildFrontendIfStale } from './frontend.mjs';

const SEED_PRODUCTS = '1000';
const START_TIMEOUT_MS = 60_000;

/** What the homepage must hold: the page, the header and a section the server renders, an offer from the database. */
const EXPECTED = [
  { what: 'the Italian document', pattern: /<html lang="it">/ },
  { what: "the shop's title", pattern: /<title>Ricambi Auto B2B<\/title>/ },
  { what: 'the server-rendered header', pattern: /data-testid="site-header"/ },
  { what: 'the featured offers', pattern: /Offerte in evidenza/ },
  { what: "an offer's product search (a promotion of the demo database)", pattern: /href="\/cerca\?q=[^"]+"/ },
];

function fail(message) {
  throw new Error(message);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The tracked files as they are in the working tree (a file deleted there is left out). */
function copyRepository(target) {
  const listed = spawnSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (listed.status !== 0) fail(`git ls-files failed: ${listed.stderr}`);
  const files = listed.stdout.split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(join(target, dirname(file)), { recursive: true });
    try {
      cpSync(file, join(target, file), { verbatimSymlinks: true });
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  return files.length;
}

function installProductionDependencies(cwd) {
  console.log('npm ci --omit=dev (better-sqlite3 builds from source: about 90 s)');
  const result = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd, stdio: 'inherit', timeout: 15 * 60_000 });
  if (result.status !== 0) fail('npm ci --omit=dev failed');
}

/** GET / once the server answers; fails when the server exits first or does not answer in time. */
async function fetchHomepage(server, origin) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) fail(`the server exited (${server.exitCode ?? server.signalCode})`);
    try {
      return await globalThis.fetch(`${origin}/`, { headers: { accept: 'text/html' } });
    } catch {
      await sleep(250);
    }
  }
  fail(`the server did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

async function checkHomepage(server, origin) {
  const response = await fetchHomepage(server, origin);
  const type = response.headers.get('content-type') ?? '';
  const html = await response.text();
  if (response.status !== 200) fail(`GET / answered ${response.status}`);
  if (!type.startsWith('text/html')) fail(`GET / answered ${type}, not HTML`);
  const missing = EXPECTED.filter(({ pattern }) => !pattern.test(html)).map(({ what }) => what);
  if (missing.length > 0) fail(`the homepage lacks ${missing.join(', ')}`);
  // The built SPA is served too: the app's script the page names.
  const app = /"app":"(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? fail('the homepage names no app script');
  const script = await globalThis.fetch(`${origin}${app}`);
  if (script.status !== 200) fail(`GET ${app} answered ${script.status}`);
  console.log(`GET / 200 ${type}, ${html.length} characters with the shop's content; GET ${app} 200`);
}

/** Stops the server and waits for it (SIGKILL after 10 s). */
async function stop(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function main() {
  buildFrontendIfStale();
  await buildServerIfStale();
  const root = mkdtempSync(join(tmpdir(), 'parts-shop-ship-'));
  const app = join(root, 'app');
  let server;
  let log = '';
  try {
    console.log(`Copying ${copyRepository(app)} tracked files into ${app}`);
    installProductionDependencies(app);
    cpSync('dist', join(app, 'dist'), { recursive: true });
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(root, 'data'), SEED_PRODUCTS, LOG_FORMAT: 'json' };
    // The built entry's own default, as in production.
    delete env.NODE_ENV;
    console.log(`node dist/server/server.js on ${origin}`);
    server = spawn(process.execPath, ['dist/server/server.js'], { cwd: app, env, stdio: ['ignore', 'pipe', 'inherit'] });
    server.stdout.on('data', (chunk) => (log += chunk));
    await checkHomepage(server, origin);
  } catch (error) {
    if (log) console.error(`The server's log:\n${log}`);
    throw error;
  } finally {
    if (server) await stop(server);
    rmSync(root, { recursive: true, force: true });
  }
  console.log('✔ The shipped server answers the homepage');
}

main().catch((error) => {
  console.error(`✖ Ship check: ${error.message}`);
  process.exit(1);
});
