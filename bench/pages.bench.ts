/**
 * pages (issue 33, goal 1): a page's HTML against its data. The shop in a child process (NODE_ENV=production,
 * LOG_LEVEL=warn) on a copy of the 50,000-product demo database, the built SPA (dist/web, or BENCH_STATIC_DIR), the
 * demo customer logged in with a few products in the cart. For each page, its data (`Accept: application/json`,
 * what the SPA asks when it navigates) and its HTML (`Accept: text/html`, the first load) are loaded alternately,
 * PAIRS pairs (order swapped every pair), 20 connections, DURATION_S s or 20,000 replies each, no Accept-Encoding.
 * Reported per page: median req/s, p99 and server CPU per request of each, and the median of the per-pair ratios
 * HTML/JSON. Goal: every page's HTML at least 0.5x its JSON. The 1-minute load average is recorded beside each pair
 * (other work on the machine makes absolute numbers noisy; the ratios are side by side).
 * BENCH_PAGES_PAIRS, BENCH_PAGES_S and BENCH_PAGES_ONLY (a substring of the path) shorten a run while developing.
 */
import BetterSqlite3 from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REFERENCE_FILE } from '../adapters/reference/index.ts';
import { sessionClient } from '../bff/testing/http-session.ts';
import { round } from './latency.ts';
import { recordResult } from './results.ts';
import { measureHttp, type HttpMeasurement, type HttpSettings } from './search-http.ts';
import { copyInto, seededDatabase } from './seeded-db.ts';
import { startServer, stopServer, type Server } from './server-child.ts';
import { median } from './stats.ts';
import { productionShopEnv } from './run-dir.ts';

const PRODUCTS = 50_000;
const PAIRS = Number(process.env.BENCH_PAGES_PAIRS ?? 5);
const HTTP: HttpSettings = { connections: 20, warmupS: 1, durationS: Number(process.env.BENCH_PAGES_S ?? 4), maxRequests: 20_000 };
const GOAL = 0.5;
const CART_LINES = 5;
const PAGES = ['/cart', `/cerca?q=${encodeURIComponent('filtro olio')}`, '/ricambio/31', '/checkout/spedizione'].filter((path) =>
  path.includes(process.env.BENCH_PAGES_ONLY ?? ''),
);
const BUILT = fileURLToPath(new URL('../dist/web', import.meta.url));

type Side = 'json' | 'html';
const ACCEPT: Record<Side, string> = { json: 'application/json', html: 'text/html,application/xhtml+xml' };

interface Figures {
  rps: number;
  p99Ms: number;
  cpuMicrosPerRequest: number;
}

const figures = (m: HttpMeasurement, label: string): Figures => {
  if (!m.ok) throw new Error(`${label}: ${m.reason}`);
  if (m.failed > 0) throw new Error(`${label}: ${m.failed} failed replies`);
  return { rps: m.rps, p99Ms: m.p99Ms, cpuMicrosPerRequest: m.cpuMicrosPerRequest };
};

const load1 = () => round(loadavg()[0] ?? 0, 2);

/** Products sold one at a time with stock, for the cart the checkout page needs. */
function cartProducts(file: string): number[] {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[number], number>(
        `SELECT p.id FROM products p WHERE p.min_qty = 1 AND p.pack_qty = 1
        AND EXISTS (SELECT 1 FROM stock s WHERE s.product_id = p.id AND s.quantity > 0) ORDER BY p.id LIMIT ?`,
      )
      .pluck()
      .all(CART_LINES);
  } finally {
    db.close();
  }
}

export async function run(): Promise<void> {
  const staticDir = process.env.BENCH_STATIC_DIR ?? BUILT;
  if (!existsSync(join(staticDir, '.vite', 'manifest.json'))) throw new Error(`no built SPA in ${staticDir}: run npx vite build first`);
  const seeded = seededDatabase(PRODUCTS, false);
  const runDir = mkdtempSync(join(tmpdir(), 'bench-pages-'));
  let shop: Server | undefined;
  try {
    const dataDir = join(runDir, 'data');
    copyInto(seeded, dataDir);
    const products = cartProducts(join(dataDir, REFERENCE_FILE));
    shop = await startServer('search', productionShopEnv(dataDir, staticDir, PRODUCTS));
    const jar = { cookie: '', csrfToken: '' };
    const client = sessionClient(shop.url, jar);
    await client.postJson('/login', { username: 'demo', password: 'demo' });
    await client.refreshToken();
    for (const productId of products) await client.postJson('/cart/add-ajax', { productId, quantity: 1 });
    const sid = jar.cookie;

    console.log(
      `demo logged in, ${products.length} products in the cart; ${HTTP.connections} connections, ${HTTP.durationS} s or ` +
        `${HTTP.maxRequests} replies a measurement, ${PAIRS} pairs JSON/HTML; ${cpus().length} CPUs, node ${process.version}, ` +
        `static ${staticDir}`,
    );
    const results: Record<string, unknown> = {};
    for (const path of PAGES) {
      const pairs: { json: Figures; html: Figures; ratio: number; load1: number }[] = [];
      for (let i = 0; i < PAIRS; i++) {
        const order: Side[] = i % 2 === 0 ? ['json', 'html'] : ['html', 'json'];
        const got = {} as Record<Side, Figures>;
        for (const side of order) {
          got[side] = figures(
            await measureHttp(shop, { paths: [path], headers: { accept: ACCEPT[side], cookie: sid } }, HTTP),
            `${path} ${side}`,
          );
        }
        const pair = { json: got.json, html: got.html, ratio: round(got.html.rps / got.json.rps, 3), load1: load1() };
        pairs.push(pair);
        console.log(
          `  ${path} pair ${i + 1}: JSON ${pair.json.rps} req/s p99 ${pair.json.p99Ms} ms ${pair.json.cpuMicrosPerRequest} µs | ` +
            `HTML ${pair.html.rps} req/s p99 ${pair.html.p99Ms} ms ${pair.html.cpuMicrosPerRequest} µs | ratio ${pair.ratio} | load ${pair.load1}`,
        );
      }
      const side = (s: Side) => ({
        rps: round(median(pairs.map((p) => p[s].rps)), 1),
        p99Ms: round(median(pairs.map((p) => p[s].p99Ms)), 2),
        cpuMicrosPerRequest: round(median(pairs.map((p) => p[s].cpuMicrosPerRequest))),
      });
      const ratio = round(median(pairs.map((p) => p.ratio)), 3);
      const summary = { json: side('json'), html: side('html'), ratio, goal: GOAL, met: ratio >= GOAL, pairs };
      results[path] = summary;
      console.log(
        `${path}: JSON ${summary.json.rps} req/s (p99 ${summary.json.p99Ms} ms, ${summary.json.cpuMicrosPerRequest} µs CPU), ` +
          `HTML ${summary.html.rps} req/s (p99 ${summary.html.p99Ms} ms, ${summary.html.cpuMicrosPerRequest} µs CPU): ` +
          `HTML/JSON ${ratio}x, goal >= ${GOAL}x ${summary.met ? 'MET' : 'NOT MET'}`,
      );
    }
    recordResult('pages', {
      date: new Date().toISOString(),
      pages: results,
      settings: {
        products: PRODUCTS,
        ...HTTP,
        pairs: PAIRS,
        cartLines: products.length,
        staticDir,
        cpus: cpus().length,
        node: process.version,
      },
    });
  } finally {
    await stopServer(shop);
    rmSync(runDir, { recursive: true, force: true });
  }
}
