/**
 * lighthouse: what a phone at the counter gets from a freshly started shop (issue 6).
 * `npm run lighthouse` (or `npm run bench -- lighthouse`): builds the front end when stale, starts the real
 * server (bff/server.ts under tsx) with NODE_ENV=production on a free port of 127.0.0.1 and a new DATA_DIR
 * (seeded on start like a new installation), and audits each page with Lighthouse's default mobile preset
 * (simulated slow 4G and a 4x slower CPU) in Debian's Chromium, never a downloaded browser.
 * Each page is audited LIGHTHOUSE_RUNS times (default 3), as a visitor or, for `/cart`, logged in as `demo` (the
 * session cookie sent with every request); the run with the median performance score is reported, its scores and
 * metrics stored in bench/results.json under "lighthouse", with the load average. LIGHTHOUSE_PAGES=home,cart audits
 * only those pages (while working on them; the stored result then holds only them). LIGHTHOUSE_REPORTS=dir writes each
 * run's whole report there as JSON.
 * Goals (issues 6 and 33): performance >= 95 on `/`, `/cerca?q=filtro olio`, a product, `/search-car` and `/cart`
 * logged in; accessibility and best practices 100, FCP < 1.5 s, LCP < 2 s, CLS < 0.05.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildFrontendIfStale } from '../scripts/frontend.mjs';
import { login } from './login.ts';
import { startShop, stopShop, type Shop } from './production-shop.ts';
import { recordResult } from './results.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from '../e2e/chromium.ts';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '3', 10) || 3);

/** Issue 33's five pages (the cart logged in as `demo`), and the login page. */
const PAGES: readonly { page: string; path: string; login?: true }[] = [
  { page: 'home', path: '/' },
  { page: 'search', path: '/cerca?q=filtro%20olio' },
  { page: 'product', path: '/ricambio/143' },
  { page: 'search-car', path: '/search-car' },
  { page: 'cart', path: '/cart', login: true },
  { page: 'login', path: '/login' },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export const GOALS = { performance: 95, accessibility: 100, bestPractices: 100, fcpMs: 1500, lcpMs: 2000, cls: 0.05 };

export interface PageScores {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Performance scores of every run, the reported one being their median. */
  performanceRuns: number[];
  /** Audits of the accessibility and best-practices categories that did not pass, in the reported run. */
  failedAudits: string[];
  /** The 1-minute load average of the machine when the page's runs ended. */
  loadAverage1m: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** One Lighthouse run of one page (mobile preset, Lighthouse's default). */
async function audit(
  chrome: LaunchedChrome,
  url: string,
  cookie: string | undefined,
): Promise<Omit<PageScores, 'page' | 'path' | 'performanceRuns' | 'loadAverage1m'>> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Every audit a first visit: the cookies an earlier page set go too (else a visitor's session cookie would be
    // sent beside the logged-in one below, and the shop read the visitor's).
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'cookies'],
    // A logged-in page: the session cookie with every request of the audit.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_REPORTS=dir keeps each run's whole report (long tasks, script boot-up) to see where a score went.
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    writeFileSync(join(REPORTS_DIR, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failedAudits = (['accessibility', 'best-practices'] as const).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}:${ref.id}`),
  );
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(metric('total-blocking-time')),
    failedAudits,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The table of README's Benchmarks section. */
export function formatTable(pages: readonly PageScores[]): string[] {
  return [
    '| page | performance | accessibility | best practices | FCP | LCP | CLS | TBT | load (1 min) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...pages.map(
      (p) =>
        `| \`${decodeURIComponent(p.path)}\` | ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ` +
        `${seconds(p.fcpMs)} | ${seconds(p.lcpMs)} | ${p.cls} | ${p.tbtMs} ms | ${p.loadAverage1m.toFixed(2)} |`,
    ),
  ];
}

export async function run(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}: install it with sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
  }
  process.chdir(PROJECT_ROOT);
  buildFrontendIfStale();
  let shop: Shop | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    shop = await startShop('lighthouse');
    chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((res) => res.json() as Promise<{ Browser?: string }>);
    console.log(
      `Lighthouse, mobile preset, ${RUNS} run(s) a page, ${version.Browser ?? 'Chromium'}, shop at ${shop.url} (NODE_ENV=production)`,
    );

    const pages: PageScores[] = [];
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    for (const { page, path, login: loggedIn } of PAGES) {
      if (only && !only.includes(page)) continue;
      const cookie = loggedIn ? await login(shop.url) : undefined;
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await audit(chrome, `${shop.url}${path}`, cookie);
        console.log(`  ${path} run ${i + 1}: performance ${r.performance}, FCP ${seconds(r.fcpMs)}, LCP ${seconds(r.lcpMs)}, CLS ${r.cls}`);
        runs.push(r);
      }
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      if (!median) throw new Error(`no Lighthouse run for ${path}`);
      pages.push({ page, path, ...median, performanceRuns: runs.map((r) => r.performance), loadAverage1m: loadavg()[0] ?? 0 });
    }

    console.log('');
    for (const line of formatTable(pages)) console.log(line);
    for (const p of pages) if (p.failedAudits.length) console.log(`  ${p.path} failing: ${p.failedAudits.join(', ')}`);

    recordResult('lighthouse', {
      date: new Date().toISOString(),
      preset: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)',
      browser: version.Browser ?? 'unknown',
      runsPerPage: RUNS,
      goals: GOALS,
      pages,
    });
  } finally {
    // chrome-launcher's kill() also removes the temporary profile it made.
    chrome?.kill();
    await stopShop(shop);
  }
}
