/**
 * checkout (issue: checkout): orders placed by many customers at once, and whether each is placed exactly once.
 *
 * The shop runs in a child process (NODE_ENV=production, LOG_LEVEL=warn) on a fresh copy of the demo database of
 * PRODUCTS products (the shop's default size; bench/seeded-db.ts keeps the seeded file between runs). 50 customers,
 * each in its own session (staff acting as the customer: only the demo accounts have passwords, and this way every
 * session is another customer with its own carts and agreed payment terms), prepare 4 carts of 20 distinct products
 * with stock (not timed). Then, timed, every customer places its orders one after another, all customers at once,
 * each POST /checkout/place-order with its own Idempotency-Key and the cart's version (If-Match); a random 10 % of the
 * requests are sent twice at the same moment with the same key. No new order starts after MAX_S seconds.
 * Reported: orders per second (distinct orders acknowledged over the timed phase), p50/p99/max of every place-order
 * request (twins included), the server's CPU per order. Then, with the shop stopped, the database is read: orders
 * placed == orders acknowledged, zero duplicates (a doubled request answered by two orders, a cart with two
 * orders, an order no reply acknowledged), zero lost (an acknowledged order missing or short of its lines).
 * Goals: the counts exactly; at least 50 orders a second and p99 under 1 s with 50 customers ordering at once.
 */
import BetterSqlite3 from 'better-sqlite3';
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { REFERENCE_FILE } from '../adapters/reference/index.ts';
import type { SessionClient } from '../bff/testing/http-session.ts';
import { checkoutData, prepareCustomer, type PreparedOrder } from './checkout-customers.ts';
import { LatencyRecorder, round } from './latency.ts';
import { recordResult } from './results.ts';
import { copyInto, seededDatabase } from './seeded-db.ts';
import { serverUsage, startServer, stopServer, type Server } from './server-child.ts';
import { productionShopEnv, shellOnlyDir } from './run-dir.ts';

const PRODUCTS = 50_000;
const CUSTOMERS = 50;
const ORDERS_PER_CUSTOMER = 4;
const LINES_PER_ORDER = 20;
const PRODUCT_POOL = 1000;
const DOUBLED_SHARE = 0.1;
const MAX_S = 20;
const GOALS = { ordersPerSecond: 50, p99Ms: 1000, duplicates: 0, lost: 0 };
interface Sent {
  order: PreparedOrder;
  status: number;
  orderId?: number;
  error?: string;
}

const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');

async function place(client: SessionClient, order: PreparedOrder, times: LatencyRecorder): Promise<Sent> {
  const started = performance.now();
  try {
    const res = await client.post('/checkout/place-order', order.body, {
      'idempotency-key': order.key,
      'if-match': `"${order.version}"`,
    });
    const reply = (await res.json()) as { order?: { id: number }; message?: string };
    times.add(performance.now() - started);
    return res.status === 200 ? { order, status: 200, orderId: reply.order?.id } : { order, status: res.status, error: reply.message };
  } catch (error) {
    return { order, status: 0, error: error instanceof Error ? error.message : String(error) };
  }
}

/** What the database holds once the shop has stopped, against what the replies said. */
function audit(file: string, sent: Sent[][], sentCarts: Set<number>) {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare<[], { id: number; cartId: number; lines: number }>(
        'SELECT o.id, o.cart_id AS cartId, (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS lines FROM orders o',
      )
      .all();
    const stored = new Map(rows.map((row) => [row.id, row]));
    const acknowledged = new Map<number, number>(); // order id -> cart id
    for (const replies of sent) for (const r of replies) if (r.orderId !== undefined) acknowledged.set(r.orderId, r.order.cartId);
    const twinsApart = sent.filter((replies) => replies.length === 2 && replies[0]?.orderId !== replies[1]?.orderId).length;
    const cartsTwice = rows.length - new Set(rows.map((row) => row.cartId)).size;
    const unacknowledged = rows.filter((row) => !acknowledged.has(row.id)).length;
    const foreign = rows.filter((row) => !sentCarts.has(row.cartId)).length;
    const lost = [...acknowledged].filter(([id, cartId]) => {
      const row = stored.get(id);
      return !row || row.cartId !== cartId || row.lines !== LINES_PER_ORDER;
    }).length;
    return {
      placed: rows.length,
      acknowledged: acknowledged.size,
      duplicates: twinsApart + cartsTwice + unacknowledged + foreign,
      duplicateKinds: { twinsApart, cartsTwice, unacknowledged, foreign },
      lost,
    };
  } finally {
    db.close();
  }
}

export async function run(): Promise<void> {
  const seeded = seededDatabase(PRODUCTS, process.env.BENCH_FRESH === '1');
  console.log(`demo database of ${PRODUCTS.toLocaleString('en')} products: ${seeded.fill === 'reused' ? 'reused' : 'filled now'}`);
  const runDir = mkdtempSync(join(tmpdir(), 'bench-checkout-'));
  let shop: Server | undefined;
  try {
    const dataDir = join(runDir, 'data');
    copyInto(seeded, dataDir);
    const staticDir = shellOnlyDir(runDir);
    const file = join(dataDir, REFERENCE_FILE);
    const { usernames, productIds } = checkoutData(file, CUSTOMERS, PRODUCT_POOL);
    // 50 customers at once are more than production's SHED_MAX_IN_FLIGHT (32): this bench measures the orders, not the shedding.
    const env = {
      ...productionShopEnv(dataDir, staticDir, PRODUCTS),
      SHED_MAX_IN_FLIGHT: '0',
    };
    shop = await startServer('search', env);
    const base = shop.url;

    const preparing = performance.now();
    const pick = (customer: number) => (order: number) => {
      const start = (customer * ORDERS_PER_CUSTOMER + order) * LINES_PER_ORDER;
      return Array.from({ length: LINES_PER_ORDER }, (_, i) => productIds[(start + i) % productIds.length] as number);
    };
    const customers = await Promise.all(usernames.map((username, c) => prepareCustomer(base, c, username, ORDERS_PER_CUSTOMER, pick(c))));
    const allOrders = customers.flatMap((c) => c.orders);
    const doubled = new Set<string>();
    while (doubled.size < Math.round(allOrders.length * DOUBLED_SHARE)) doubled.add(allOrders[randomInt(allOrders.length)]?.key ?? '');
    console.log(
      `prepared ${allOrders.length} carts of ${LINES_PER_ORDER} lines for ${CUSTOMERS} customers in ` +
        `${((performance.now() - preparing) / 1000).toFixed(1)} s (not timed); ${doubled.size} requests will be sent twice at once`,
    );

    const times = new LatencyRecorder();
    const sent: Sent[][] = [];
    const cpuBefore = await serverUsage(shop);
    const started = performance.now();
    await Promise.all(
      customers.map(async ({ client, orders }) => {
        for (const order of orders) {
          if (performance.now() - started > MAX_S * 1000) return;
          const copies = doubled.has(order.key) ? 2 : 1;
          sent.push(await Promise.all(Array.from({ length: copies }, () => place(client, order, times))));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = await serverUsage(shop);
    await stopServer(shop);
    shop = undefined;

    const failed = sent.flat().filter((r) => r.status !== 200);
    const counts = audit(file, sent, new Set(allOrders.map((o) => o.cartId)));
    const ordersPerSecond = round(counts.acknowledged / seconds, 1);
    const p50Ms = round(times.percentile(50), 1);
    const p99Ms = round(times.percentile(99), 1);
    const maxMs = round(times.max(), 1);
    const cpuMsPerOrder = round((cpuAfter.cpuMicros - cpuBefore.cpuMicros) / 1000 / Math.max(1, counts.acknowledged), 2);
    const correct = counts.placed === counts.acknowledged && counts.duplicates === 0 && counts.lost === 0 && failed.length === 0;

    console.log(
      `${CUSTOMERS} customers × up to ${ORDERS_PER_CUSTOMER} orders of ${LINES_PER_ORDER} lines, ${sent.length} orders sent ` +
        `(${sent.flat().length} requests) in ${seconds.toFixed(1)} s; shop in a child process, ${cpus().length} CPUs shared with ` +
        `the clients, node ${process.version}`,
    );
    console.log(
      `  orders per second ${ordersPerSecond} (goal ≥ ${GOALS.ordersPerSecond}: ${met(ordersPerSecond >= GOALS.ordersPerSecond)})`,
    );
    console.log(
      `  POST /checkout/place-order p50 ${p50Ms} ms, p99 ${p99Ms} ms (goal < ${GOALS.p99Ms}: ${met(p99Ms < GOALS.p99Ms)}), max ${maxMs} ms`,
    );
    console.log(`  server CPU ${cpuMsPerOrder} ms an order (place-order requests, twins included)`);
    console.log(
      `  database: ${counts.placed} orders placed, ${counts.acknowledged} acknowledged, ${counts.duplicates} duplicates ` +
        `${JSON.stringify(counts.duplicateKinds)}, ${counts.lost} lost, ${failed.length} failed requests: ${met(correct)}`,
    );
    for (const f of failed.slice(0, 5)) console.log(`    failed: cart ${f.order.cartId} ${f.status} ${f.error ?? ''}`);

    recordResult('checkout', {
      date: new Date().toISOString(),
      products: PRODUCTS,
      goals: GOALS,
      ordersPerSecond,
      placeOrderMs: { p50: p50Ms, p99: p99Ms, max: maxMs },
      cpuMsPerOrder,
      ordersSent: sent.length,
      requests: sent.flat().length,
      doubledRequests: doubled.size,
      seconds: round(seconds, 1),
      ...counts,
      failed: failed.length,
      met: { correct, ordersPerSecond: ordersPerSecond >= GOALS.ordersPerSecond, p99: p99Ms < GOALS.p99Ms },
      settings: {
        customers: CUSTOMERS,
        ordersPerCustomer: ORDERS_PER_CUSTOMER,
        linesPerOrder: LINES_PER_ORDER,
        doubledShare: DOUBLED_SHARE,
        maxSeconds: MAX_S,
        server: 'child process, NODE_ENV=production, LOG_LEVEL=warn, 127.0.0.1',
        cpus: cpus().length,
        node: process.version,
      },
    });
  } finally {
    await stopServer(shop);
    rmSync(runDir, { recursive: true, force: true });
  }
}
