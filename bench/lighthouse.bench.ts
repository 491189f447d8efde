/**
 * lighthouse: what a phone at the counter gets from a freshly started shop (issue 6).
 * `npm run lighthouse` (or `npm run bench -- lighthouse`): builds the front end when stale, starts the real
 * server (bff/server.ts under tsx) with NODE_ENV=production on a free port of 127.0.0.1 and a new DATA_DIR
 * (seeded on start like a new installation), and audits each page with Lighthouse's default mobile preset
 * (simulated slow 4G and a 4x slower CPU) in Debian's Chromium, never a downloaded browser.
 * Each page is audited LIGHTHOUSE_RUNS times (default 3) as a visitor; the run with the median performance
 * score is reported, its scores and metrics stored in bench/results.json under "lighthouse".
 * Goals (issue 6): performance >= 95, accessibility and best practices 100, FCP < 1.5 s, LCP < 2 s, CLS < 0.05.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontendIfStale } from '../scripts/frontend.mjs';
import { freePort } from '../bff/testing/server-process.ts';
import { recordResult } from './results.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from '../e2e/chromium.ts';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '3', 10) || 3);

const PAGES = [
  { page: 'home', path: '/' },
  { page: 'search', path: '/cerca?q=filtro%20olio' },
  { page: 'product', path: '/ricambio/143' },
  { page: 'login', path: '/login' },
] as const;

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
}

interface Shop {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

/** The real server, as `npm start` runs it, with a database of its own that it fills on start. */
async function startShop(): Promise<Shop> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'parts-shop-lighthouse-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/server.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SHOP_ORIGIN: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    },
    // Request logs are not wanted here; a failed start explains itself on stderr.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const shop = { url, child, dataDir };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const ready = await fetch(`${url}/sfapi/v1/principal`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return shop;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopShop(shop);
  throw new Error(`the shop did not start on ${url} within 120 s`);
}

async function stopShop(shop: Shop | undefined): Promise<void> {
  if (!shop) return;
  const { child } = shop;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(shop.dataDir, { recursive: true, force: true });
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** One Lighthouse run of one page (mobile preset, Lighthouse's default). */
async function audit(chrome: LaunchedChrome, url: string): Promise<Omit<PageScores, 'page' | 'path' | 'performanceRuns'>> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
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
    '| page | performance | accessibility | best practices | FCP | LCP | CLS | TBT |',
    '|---|---|---|---|---|---|---|---|',
    ...pages.map(
      (p) =>
        `| \`${decodeURIComponent(p.path)}\` | ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ` +
        `${seconds(p.fcpMs)} | ${seconds(p.lcpMs)} | ${p.cls} | ${p.tbtMs} ms |`,
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
    shop = await startShop();
    chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((res) => res.json() as Promise<{ Browser?: string }>);
    console.log(
      `Lighthouse, mobile preset, ${RUNS} run(s) a page, ${version.Browser ?? 'Chromium'}, shop at ${shop.url} (NODE_ENV=production)`,
    );

    const pages: PageScores[] = [];
    for (const { page, path } of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await audit(chrome, `${shop.url}${path}`);
        console.log(`  ${path} run ${i + 1}: performance ${r.performance}, FCP ${seconds(r.fcpMs)}, LCP ${seconds(r.lcpMs)}, CLS ${r.cls}`);
        runs.push(r);
      }
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      if (!median) throw new Error(`no Lighthouse run for ${path}`);
      pages.push({ page, path, ...median, performanceRuns: runs.map((r) => r.performance) });
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
