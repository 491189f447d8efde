// The server for production: bff/server.ts and everything it imports (bff/, adapters/, shared/, the web/ files of
// server rendering) bundled by esbuild into dist/server/, npm packages left as imports. `node dist/server/server.js`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isStale } from './staleness.mjs';

const OUT_DIR = 'dist/server';
const SOURCES = ['bff', 'adapters', 'shared', 'web', 'tsconfig.json', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'];

// The entry sets production defaults before any module of the shop (React above all: its development build checks
// and warns as it renders) is loaded: a static import would be evaluated before the lines that set them.
const ENTRY = `// Written by scripts/build-server.mjs: production defaults, then the shop (shop.js, bundled from bff/server.ts).
process.env.NODE_ENV ??= 'production';
// Stack traces name shop.js (unminified, each file's part headed by its path). NODE_OPTIONS=--enable-source-maps
// names the TypeScript sources (shop.js.map), at the price of some 25 MB of memory for the parsed map.
await import('./shop.js');
`;

/** True when the built server is missing or older than a source file. */
export function serverIsStale() {
  return isStale(join(OUT_DIR, 'server.js'), SOURCES);
}

/** `react-dom/server` → `react-dom`, `@radix-ui/react-dialog` → itself; null for Node's own modules. */
function packageOf(specifier) {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) return null;
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/**
 * The npm packages the bundle loads at start, by name. Dynamic `import()`s are left out: in the server rendering
 * they only run in the browser (the carousel loads in an effect).
 */
function packagesLoadedAtStart(metafile) {
  const names = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path, kind, external } of output.imports) {
      const name = external && kind !== 'dynamic-import' ? packageOf(path) : null;
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * Bundles the server into `outDir` (esbuild is a devDependency: imported only when a build is needed) and returns
 * the packages it loads at start. Fails when one of them is not among `dependencies` (package.json's by default):
 * a production install would leave it out.
 */
export async function buildServer({ outDir = OUT_DIR, dependencies } = {}) {
  const declared = dependencies ?? JSON.parse(readFileSync('package.json', 'utf8')).dependencies ?? {};
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: [
      { in: 'bff/server.ts', out: 'shop' },
      // The order-file reader's worker thread (bff/lib/order-import/read-in-worker.ts loads it beside shop.js).
      { in: 'bff/lib/order-import/read-worker.ts', out: 'order-import-read-worker' },
      // The net price list's writer (bff/lib/price-list/write-in-worker.ts loads it beside shop.js).
      { in: 'bff/lib/price-list/write-worker.ts', out: 'price-list-write-worker' },
      // The catalogue's search worker (adapters/reference/catalogue/search-in-worker.ts loads it beside shop.js).
      { in: 'adapters/reference/catalogue/search-worker.ts', out: 'catalogue-search-worker' },
    ],
    outdir: outDir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  const packages = packagesLoadedAtStart(metafile);
  const undeclared = packages.filter((name) => !Object.hasOwn(declared, name));
  if (undeclared.length > 0) {
    throw new Error(
      `${undeclared.join(', ')}: the server loads them at start, but they are not in package.json's "dependencies" ` +
        '(npm ci --omit=dev would leave them out): move them there.',
    );
  }
  // Written last: a build that failed half way has no entry, so it stays stale.
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'server.js'), ENTRY);
  return { packages };
}

/** Builds the server when stale; exits the process when the build fails. */
export async function buildServerIfStale() {
  if (!serverIsStale()) return;
  console.log('Building the server (esbuild)…');
  try {
    await buildServer();
  } catch (error) {
    // esbuild has printed its own errors.
    if (!error.errors) console.error(error.message);
    console.error('The server build failed.');
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await buildServer();
  } catch (error) {
    if (!error.errors) console.error(error.message);
    process.exit(1);
  }
}
