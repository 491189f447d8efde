import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryKey, initialChunks, measureInitialJs, type Manifest } from './js-budget.mjs';

// A build in miniature: the entry imports a vendor chunk, which imports a shared one; two screens load on
// demand and import the entry back (as Vite writes it); the entry's CSS is apart.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_vendor-2.js'],
    dynamicImports: ['pages/home/screen.tsx', 'pages/search/screen.tsx'],
    css: ['assets/index-1.css'],
  },
  '_vendor-2.js': { file: 'assets/vendor-2.js', imports: ['_shared-3.js'] },
  '_shared-3.js': { file: 'assets/shared-3.js' },
  'pages/home/screen.tsx': { file: 'assets/home-page-4.js', imports: ['index.html', '_shared-3.js', '_carousel-6.js'] },
  '_carousel-6.js': { file: 'assets/carousel-6.js' },
  'pages/search/screen.tsx': { file: 'assets/search-page-5.js', imports: ['index.html', '_vendor-2.js'] },
};

const contents: Record<string, string> = {
  'assets/index-1.js': 'import "./vendor-2.js";\n'.repeat(40),
  'assets/vendor-2.js': 'export const react = "react";\n'.repeat(300),
  'assets/shared-3.js': 'export const shared = 1;\n',
  'assets/home-page-4.js': 'export const home = "home";\n'.repeat(20),
  'assets/carousel-6.js': 'export const carousel = 2;\n'.repeat(10),
  'assets/search-page-5.js': 'export const search = "search";\n'.repeat(50),
  'assets/index-1.css': 'body { color: red }\n'.repeat(1000),
};

const gz = (file: string) => gzipSync(contents[file] ?? '', { level: 9 }).length;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'js-budget-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, text] of Object.entries(contents)) writeFileSync(join(dir, file), text);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the homepage initial JavaScript', () => {
  it('follows static imports from the entry, once each, never dynamic ones or CSS', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(initialChunks(manifest, ['index.html'])).toEqual(['assets/index-1.js', 'assets/vendor-2.js', 'assets/shared-3.js']);
  });

  it('counts the home screen and its imports when it is a chunk of its own (the server preloads it)', () => {
    const report = measureInitialJs(dir);
    expect(report.rows.map((row) => row.file)).toEqual([
      'assets/index-1.js',
      'assets/vendor-2.js',
      'assets/shared-3.js',
      'assets/home-page-4.js',
      'assets/carousel-6.js',
    ]);
    const expected = ['assets/index-1.js', 'assets/vendor-2.js', 'assets/shared-3.js', 'assets/home-page-4.js', 'assets/carousel-6.js'];
    expect(report.gzipBytes).toBe(expected.reduce((sum, file) => sum + gz(file), 0));
    expect(report.rows[1]).toEqual({
      file: 'assets/vendor-2.js',
      bytes: contents['assets/vendor-2.js']?.length,
      gzipBytes: gz('assets/vendor-2.js'),
    });
    expect(report.withinBudget).toBe(true);
  });

  it('is over the budget above the limit, and the script fails unless told to report only', () => {
    expect(measureInitialJs(dir, { budgetBytes: 10 }).withinBudget).toBe(false);

    const script = join(import.meta.dirname, 'js-budget.mjs');
    // The miniature's pages, for the pages' check that follows the homepage's.
    const screens = join(dir, 'screens.generated.ts');
    writeFileSync(screens, "export const screenFiles = {\n  home: null,\n  search: 'pages/search/screen.tsx',\n};\n");
    const args = ['--dir', dir, '--screens', screens];
    const within = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
    expect(within.status).toBe(0);
    expect(within.stdout).toContain('assets/vendor-2.js');

    // Random bytes in base64 do not shrink below 6 bits a character: about 120 KB gzipped.
    writeFileSync(join(dir, 'assets', 'vendor-2.js'), `export const noise = '${randomBytes(120_000).toString('base64')}';\n`);
    const over = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
    expect(over.status).toBe(1);
    expect(over.stdout).toContain('OVER');
    const reportOnly = spawnSync(process.execPath, [script, ...args, '--report-only'], { encoding: 'utf8' });
    expect(reportOnly.status).toBe(0);
  });

  it('names an ambiguous manifest instead of guessing the entry', () => {
    expect(() => entryKey({ 'a.ts': { file: 'a.js', isEntry: true }, 'b.ts': { file: 'b.js', isEntry: true } })).toThrow(
      /2 manifest entries/,
    );
  });
});
