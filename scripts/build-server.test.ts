import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.mjs';
import { serverEnvironment } from './server-environment.mjs';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
const outDirs: string[] = [];
const newOutDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'server-build-'));
  outDirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of outDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the server build (dist/server)', () => {
  it('loads at start only packages that a production install (npm ci --omit=dev) brings', async () => {
    const { packages } = await buildServer({ outDir: newOutDir() });
    expect(packages).toEqual(expect.arrayContaining(['fastify', 'react-dom', 'swr']));
    expect(packages.filter((name) => !(name in manifest.dependencies))).toEqual([]);
  });

  it('imports at start only what Node can load: no stylesheet of the browser build (a `?url` import)', async () => {
    const outDir = newOutDir();
    await buildServer({ outDir });
    const staticImports = readFileSync(join(outDir, 'shop.js'), 'utf8').match(/^import .* from ".*";$/gm) ?? [];
    expect(staticImports.filter((line) => /\.css/.test(line))).toEqual([]);
  });

  it('leaves source-mapped stack traces to NODE_OPTIONS=--enable-source-maps: the parsed map holds some 25 MB', async () => {
    const outDir = newOutDir();
    await buildServer({ outDir });
    expect(readFileSync(join(outDir, 'server.js'), 'utf8')).not.toMatch(/setSourceMapsEnabled\(true\)/);
  });

  it('is started with at most two malloc arenas unless the environment says otherwise', () => {
    expect(serverEnvironment({ PORT: '3000' })).toEqual({ PORT: '3000', MALLOC_ARENA_MAX: '2' });
    expect(serverEnvironment({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
  });

  it('fails, naming them, when the server would load devDependencies', async () => {
    const { swr: _swr, 'react-dom': _dom, ...dependencies } = manifest.dependencies;
    await expect(buildServer({ outDir: newOutDir(), dependencies })).rejects.toThrow(
      'react-dom, swr: the server loads them at start, but they are not in package.json\'s "dependencies"',
    );
  });
});
