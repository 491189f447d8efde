import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from './js-budget.mjs';
import { measurePages, pageChunks, pageFiles, readScreenFiles } from './js-budget-pages.mjs';

// A build in miniature: the start script, the app (with the homepage's screen in it) and its framework; the layout's
// footer, the cookie notice and the signed-in header load as the app starts; the product screen loads its related
// rows at start, its lightbox on a click; the search screen shares the rows' chunk statically.
const manifest: Manifest = {
  'start.ts': { file: 'assets/start-0.js', isEntry: true },
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_framework-2.js'],
    dynamicImports: [
      'layout/footer.tsx',
      'consent/consent-notice.ts',
      'layout/signed-in-header.ts',
      'pages/product/screen.tsx',
      'pages/search/screen.tsx',
      '../node_modules/embla-carousel/esm/embla-carousel.esm.js',
    ],
  },
  'parts-frame/frame.ts': { file: 'assets/frame-9.js', isEntry: true },
  '_framework-2.js': { file: 'assets/framework-2.js' },
  'layout/footer.tsx': { file: 'assets/footer-3.js', imports: ['index.html', '_framework-2.js'] },
  'consent/consent-notice.ts': { file: 'assets/consent-4.js', css: ['assets/consent-4.css'] },
  'layout/signed-in-header.ts': { file: 'assets/signed-in-5.js', imports: ['index.html'] },
  '../node_modules/embla-carousel/esm/embla-carousel.esm.js': { file: 'assets/embla-6.js' },
  'pages/product/screen.tsx': {
    file: 'assets/product-7.js',
    imports: ['index.html'],
    dynamicImports: ['_rows-8.js', 'blocks/pictures/product-lightbox.tsx'],
  },
  '_rows-8.js': { file: 'assets/rows-8.js', name: 'product-row', imports: ['_popover-10.js'] },
  '_popover-10.js': { file: 'assets/popover-10.js' },
  'blocks/pictures/product-lightbox.tsx': { file: 'assets/lightbox-11.js' },
  'pages/search/screen.tsx': { file: 'assets/search-12.js', imports: ['index.html', '_rows-8.js'] },
};

/** What every page loads for a visitor (a session adds the header's signed-in pieces, signed-in-5). */
const shared = ['assets/start-0.js', 'assets/index-1.js', 'assets/framework-2.js', 'assets/footer-3.js', 'assets/consent-4.js'];
const screens = { home: null, product: 'pages/product/screen.tsx', search: 'pages/search/screen.tsx' };

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'js-budget-pages-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const chunk of Object.values(manifest)) writeFileSync(join(dir, chunk.file), `export const name = '${chunk.file}';\n`.repeat(30));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const gz = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;

describe("every page's JavaScript until the network is idle", () => {
  it("counts the app, the parts it fetches as it starts and the page's screen with the chunks it fetches at start", () => {
    const report = measurePages(dir, { screens });
    const files = Object.fromEntries(report.pages.map((page) => [page.page, [...page.files].sort()]));
    // The carousel comes when it first moves (web/pages/home/use-lazy-embla.ts): not counted.
    expect(files.home).toEqual([...shared].sort());
    // The lightbox loads on a click: not counted; the related rows load with the product's first tab.
    expect(files.product).toEqual([...shared, 'assets/product-7.js', 'assets/rows-8.js', 'assets/popover-10.js'].sort());
    expect(files.search).toEqual([...shared, 'assets/search-12.js', 'assets/rows-8.js', 'assets/popover-10.js'].sort());
    const product = report.pages.find((page) => page.page === 'product');
    expect(product?.gzipBytes).toBe(product?.files.reduce((sum, file) => sum + gz(file), 0));
    expect(report.withinBudget).toBe(true);
  });

  it("counts the header's signed-in pieces for a session, as a visitor's phone never loads them", () => {
    const visitor = measurePages(dir, { screens }).pages.find((page) => page.page === 'home');
    const session = measurePages(dir, { screens, signedIn: true }).pages.find((page) => page.page === 'home');
    expect(visitor?.files).not.toContain('assets/signed-in-5.js');
    expect(session?.files).toContain('assets/signed-in-5.js');
  });

  it("follows the layout's parts once the build has merged them into one chunk named after its group", () => {
    const merged: Manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['_layout-13.js', 'pages/product/screen.tsx'] },
      '_layout-13.js': { file: 'assets/layout-13.js', name: 'layout', imports: ['index.html'] },
      'pages/product/screen.tsx': { file: 'assets/product-7.js', imports: ['index.html'] },
    };
    expect(pageFiles(merged, { home: null }, 'home', { signedIn: false })).toEqual(['assets/index-1.js', 'assets/layout-13.js']);
  });

  it('follows a dynamic import only when it is one a page makes at start', () => {
    expect(pageChunks(manifest, ['pages/product/screen.tsx'], [])).toEqual([
      'assets/product-7.js',
      'assets/index-1.js',
      'assets/framework-2.js',
    ]);
  });

  it('fails every page over the budget, and only those', () => {
    const within = measurePages(dir, { screens, budgetBytes: 100_000 });
    expect(within.withinBudget).toBe(true);
    const smallest = Math.min(...within.pages.map((page) => page.gzipBytes));
    const over = measurePages(dir, { screens, budgetBytes: smallest, homeBudgetBytes: smallest });
    expect(over.pages.map((page) => page.withinBudget)).toEqual(over.pages.map((page) => page.gzipBytes <= smallest));
    expect(over.pages.some((page) => page.withinBudget)).toBe(true);
    expect(over.withinBudget).toBe(false);
  });

  it('holds the homepage to its own budget, the other pages to theirs', () => {
    const pages = measurePages(dir, { screens }).pages;
    const home = pages.find((page) => page.page === 'home')?.gzipBytes ?? 0;
    const report = measurePages(dir, { screens, homeBudgetBytes: home - 1, budgetBytes: 100_000 });
    expect(report.pages.filter((page) => !page.withinBudget).map((page) => page.page)).toEqual(['home']);
    expect(report.withinBudget).toBe(false);
  });

  it('reads the lazy screens of the generated table', () => {
    const source = [
      "export const screens = { home: { component: HomePage }, cart: { load: () => import('./cart/screen.tsx') } };",
      'export const screenFiles: Record<PageName, string | null> = {',
      '  home: null,',
      "  cart: 'pages/cart/screen.tsx',",
      '};',
    ].join('\n');
    expect(readScreenFiles(source)).toEqual({ home: null, cart: 'pages/cart/screen.tsx' });
  });

  it("fails npm test's budget step, naming the page, when a page is over", () => {
    const script = join(import.meta.dirname, 'js-budget.mjs');
    const screensFile = join(dir, 'screens.generated.ts');
    const lines = Object.entries(screens).map(([page, file]) => `  ${page}: ${file ? `'${file}'` : 'null'},`);
    writeFileSync(screensFile, ['export const screenFiles: Record<PageName, string | null> = {', ...lines, '};'].join('\n'));
    const pagesOnly = ['--dir', dir, '--screens', screensFile];
    const within = spawnSync(process.execPath, [script, ...pagesOnly], { encoding: 'utf8' });
    expect(within.stderr).toBe('');
    expect(within.status).toBe(0);
    // Random bytes in base64 do not shrink below 6 bits a character: about 240 KB gzipped (above the budget),
    // on the product page only.
    writeFileSync(join(dir, 'assets', 'lightbox-11.js'), `export const noise = '${randomBytes(240_000).toString('base64')}';\n`);
    expect(spawnSync(process.execPath, [script, ...pagesOnly], { encoding: 'utf8' }).status).toBe(0);
    writeFileSync(join(dir, 'assets', 'rows-8.js'), `export const noise = '${randomBytes(240_000).toString('base64')}';\n`);
    const over = spawnSync(process.execPath, [script, ...pagesOnly], { encoding: 'utf8' });
    expect(over.status).toBe(1);
    expect(over.stdout).toMatch(/product .*OVER/);
    expect(over.stdout).toMatch(/search .*OVER/);
    expect(over.stdout).not.toMatch(/home .*OVER/);
  });
});
