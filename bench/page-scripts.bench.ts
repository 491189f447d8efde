/**
 * page-scripts: the JavaScript a real browser loads on each of the issue's pages until the network is idle (issue
 * 33, goal 4: at most 110 KB gzipped a page). The real server (NODE_ENV=production, the built front end) in Debian's
 * Chromium with the journeys' flags, a fresh browser context (empty cache) a page; `/cart` logged in as `demo`.
 * Each script is counted as sent (`transferred`: the brotli copy Chromium asks for) and as its gzip -9 copy of the
 * build (`gzip`, what scripts/js-budget.mjs counts), so the browser's figure and the budget check's can be compared.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
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
  { page: 'cart', path: '/cart', login: true },
] as const;

const BUDGET_BYTES = 110 * 1024;

export interface PageScripts {
  page: string;
  path: string;
  files: string[];
  transferredBytes: number;
  gzipBytes: number;
}

/** The scripts `path` loads in a fresh context until the network is idle. */
async function measure(browser: Browser, shop: Shop, path: string, login: boolean): Promise<PageScripts & { sizes: Map<string, number> }> {
  const context = await browser.newContext({ locale: 'it-IT', viewport: { width: 1280, height: 800 } });
  try {
    if (login) {
      const res = await context.request.post(`${shop.url}/login`, {
        headers: { accept: 'application/json' },
        data: { username: 'demo', password: 'demo' },
      });
      if (res.status() !== 200) throw new Error(`login as demo: ${res.status()}`);
    }
    const page = await context.newPage();
    const scripts: Promise<[string, number]>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(request.sizes().then((sizes) => [new URL(request.url()).pathname, sizes.responseBodySize]));
    });
    await page.goto(shop.url + path, { waitUntil: 'networkidle' });
    const sizes = new Map(await Promise.all(scripts));
    const files = [...sizes.keys()].map((file) => file.replace(/^\//, ''));
    const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join('dist/web', file)), { level: 9 }).length, 0);
    const transferredBytes = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
    return { page: '', path, files, transferredBytes, gzipBytes, sizes };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function run(): Promise<void> {
  buildFrontendIfStale();
  let shop: Shop | undefined;
  let browser: Browser | undefined;
  try {
    shop = await startShop('page-scripts');
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const pages: PageScripts[] = [];
    for (const { page, path, ...rest } of PAGES) {
      const measured = await measure(browser, shop, path, 'login' in rest);
      console.log(
        `  ${decodeURIComponent(path)}: ${kb(measured.gzipBytes)} gzip -9, ${kb(measured.transferredBytes)} as sent, ${measured.files.length} scripts`,
      );
      if (process.env.VERBOSE) for (const [file, bytes] of measured.sizes) console.log(`      ${file} ${kb(bytes)}`);
      pages.push({ page, path, files: measured.files, transferredBytes: measured.transferredBytes, gzipBytes: measured.gzipBytes });
    }
    const load = loadavg()[0] ?? 0;
    console.log(`  goal: at most ${kb(BUDGET_BYTES)} gzipped a page; load average (1 min) ${load.toFixed(2)}`);
    recordResult('pageScripts', { date: new Date().toISOString(), budgetBytes: BUDGET_BYTES, loadAverage1m: load, pages });
  } finally {
    await browser?.close();
    await stopShop(shop);
  }
}
