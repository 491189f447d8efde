/**
 * page-scripts: the JavaScript a phone loads on each of the issue's pages (issue 44: 390 px wide, logged out, every
 * script until the network is idle after the app has started, which web/start.ts does at the first paint or at the
 * latest 3 s in; at most 105 KB gzipped on `/`, 125 KB on the others). The real server (NODE_ENV=production, the
 * built front end) in Debian's Chromium with the journeys' flags, a fresh browser context (empty cache) a page, no
 * input. Each script is counted as sent (`transferred`: the brotli copy Chromium asks for) and as its gzip -9 copy of
 * the build (`gzip`, what scripts/js-budget.mjs counts), and the time from the navigation to `#root[data-hydrated]`
 * is noted (goal: within 3 s). `PAGE_SCRIPTS_ROOT` measures another checkout (a baseline for a side-by-side measure,
 * with its own build) the same way.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { buildFrontendIfStale } from '../scripts/frontend.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { startShop, stopShop, type Shop } from './production-shop.ts';
import { recordResult } from './results.ts';

export const PAGES = [
  { page: 'home', path: '/' },
  { page: 'search', path: '/cerca?q=filtro%20olio' },
  { page: 'product', path: '/ricambio/143' },
  { page: 'search-car', path: '/search-car' },
  { page: 'cart', path: '/cart' },
  { page: 'login', path: '/login' },
] as const;

/** Issue 44's budgets (scripts/js-budget.mjs): the homepage, and every other page. */
const HOME_BUDGET_BYTES = 105 * 1024;
const BUDGET_BYTES = 125 * 1024;

/** The checkout measured: this one, or a baseline's (`PAGE_SCRIPTS_ROOT`). */
const ROOT = process.env.PAGE_SCRIPTS_ROOT ? resolve(process.env.PAGE_SCRIPTS_ROOT) : undefined;
const BUILT = join(ROOT ?? '.', 'dist/web');
const PHONE = { width: 390, height: 844 };

export interface PageScripts {
  page: string;
  path: string;
  files: string[];
  transferredBytes: number;
  gzipBytes: number;
  /** From the navigation to `#root[data-hydrated]`, with no input. */
  hydratedMs: number;
}

/** The scripts `path` loads in a fresh context until the network is idle. */
async function measure(browser: Browser, shop: Shop, path: string): Promise<PageScripts & { sizes: Map<string, number> }> {
  const context = await browser.newContext({ locale: 'it-IT', viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const scripts: Promise<[string, number]>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(request.sizes().then((sizes) => [new URL(request.url()).pathname, sizes.responseBodySize]));
    });
    const started = Date.now();
    await page.goto(shop.url + path, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated !== undefined, undefined, { timeout: 30_000 });
    const hydratedMs = Date.now() - started;
    // What the app and the screen fetch as they start, until the network has been quiet for half a second.
    await page.waitForLoadState('networkidle');
    const sizes = new Map(await Promise.all(scripts));
    const files = [...sizes.keys()].map((file) => file.replace(/^\//, ''));
    const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(BUILT, file)), { level: 9 }).length, 0);
    const transferredBytes = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
    return { page: '', path, files, transferredBytes, gzipBytes, hydratedMs, sizes };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function run(): Promise<void> {
  if (!ROOT) buildFrontendIfStale();
  let shop: Shop | undefined;
  let browser: Browser | undefined;
  try {
    shop = await startShop('page-scripts', ROOT);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const pages: PageScripts[] = [];
    for (const { page, path } of PAGES) {
      const measured = await measure(browser, shop, path);
      console.log(
        `  ${decodeURIComponent(path)}: ${kb(measured.gzipBytes)} gzip -9, ${kb(measured.transferredBytes)} as sent, ${measured.files.length} scripts, hydrated after ${measured.hydratedMs} ms`,
      );
      if (process.env.VERBOSE) for (const [file, bytes] of measured.sizes) console.log(`      ${file} ${kb(bytes)}`);
      const { files, transferredBytes, gzipBytes, hydratedMs } = measured;
      pages.push({ page, path, files, transferredBytes, gzipBytes, hydratedMs });
    }
    const load = loadavg()[0] ?? 0;
    console.log(
      `  goal: at most ${kb(HOME_BUDGET_BYTES)} gzipped on /, ${kb(BUDGET_BYTES)} on the others, hydrated within 3 s; load average (1 min) ${load.toFixed(2)}`,
    );
    // A baseline's figures are printed, not recorded as this shop's.
    if (ROOT) return;
    recordResult('pageScripts', {
      date: new Date().toISOString(),
      budgetBytes: BUDGET_BYTES,
      homeBudgetBytes: HOME_BUDGET_BYTES,
      loadAverage1m: load,
      pages,
    });
  } finally {
    await browser?.close();
    await stopShop(shop);
  }
}
