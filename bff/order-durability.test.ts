import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyTemplateTo } from '../adapters/reference/template.ts';
import { DEMO_ACCOUNTS } from '../adapters/reference/seed/customers.ts';
import { TEST_SEED_PRODUCTS } from './testing/test-app.ts';
import { sessionClient as client, type SessionClient as Client } from './testing/http-session.ts';
import { TREVISO_ADDRESS } from './testing/sample-address.ts';
import { exited, freePort, startServer } from './testing/server-process.ts';

/**
 * Orders across a SIGKILL of the real server process: several customers place orders at once, each with its own
 * Idempotency-Key; the server is killed once half of them were acknowledged (others in flight), started again on the
 * same DATA_DIR, and every order request is sent again as it was. Afterwards the database must hold each cart's order
 * exactly once, with all its lines, and the repeated requests must have answered the orders first acknowledged.
 */

const ORDERS_PER_SESSION = 5;

interface Who {
  username: string;
  password: string;
  /** A customer's user whom staff act as (switch user). */
  actAs?: string;
  paymentMethod: 'terms' | 'card' | 'wallet';
}

interface OrderRequest {
  session: number;
  cartId: number;
  lines: number;
  key: string;
  body: object;
  version: number;
  /** The reply before the crash, when one arrived whole. */
  first?: { status: number; orderId?: number; next?: string };
}

async function logIn(call: Client, who: Who): Promise<void> {
  const login = await call.post('/login', { username: who.username, password: who.password });
  expect(login.status).toBe(200);
  await call.refreshToken();
  if (who.actAs) {
    const switched = await call.call(`/login/impersonate?j_username=${who.actAs}`);
    expect(switched.status).toBeLessThan(400);
    await call.refreshToken();
  }
}

/** One session's carts, each with its own lines, and the order request of each (not sent yet). */
async function prepareOrders(call: Client, session: number, who: Who, products: number[]): Promise<OrderRequest[]> {
  await logIn(call, who);
  const address = await (await call.post('/checkout/shipping/add-address', TREVISO_ADDRESS)).json();
  const options = await (await call.call(`/checkout/shipping/get-fulfillment-options?address_id=${address.id}`)).json();
  const requests: OrderRequest[] = [];
  for (let n = 0; n < ORDERS_PER_SESSION; n++) {
    expect((await call.post('/cart/new-cart', { nomeOrdine: `Ordine ${session}-${n}` })).status).toBe(200);
    const lines = 2 + ((session * ORDERS_PER_SESSION + n) % 6);
    for (let i = 0; i < lines; i++) {
      const productId = products[(session * 7 + n * 3 + i) % products.length];
      expect((await call.post('/cart/add-ajax', { productId, quantity: 1 + (i % 2) })).status).toBe(200);
    }
    const { cart } = await (await call.call('/cart')).json();
    expect(cart.items).toHaveLength(lines);
    const body = { idCart: cart.idCart, addressId: address.id, fulfilmentOptionId: options[0].id, paymentMethod: who.paymentMethod };
    requests.push({ session, cartId: cart.idCart, lines, key: randomUUID(), body, version: cart.version });
  }
  return requests;
}

const placeOrder = (call: Client, request: OrderRequest) =>
  call.post('/checkout/place-order', request.body, { 'idempotency-key': request.key, 'if-match': `"${request.version}"` });

describe('orders across a SIGKILL of the server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'order-durability-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged order exactly once, whole, and answers a resent request with the same order', async () => {
    const file = copyTemplateTo(dataDir, TEST_SEED_PRODUCTS);
    const template = new Database(file, { readonly: true });
    const products = template
      .prepare<[], number>(
        `SELECT p.id FROM products p WHERE p.min_qty = 1 AND p.pack_qty = 1
        AND EXISTS (SELECT 1 FROM stock s WHERE s.product_id = p.id AND s.quantity > 0) ORDER BY p.id LIMIT 60`,
      )
      .pluck()
      .all();
    // Two more customers, each with agreed payment terms, whom staff act as.
    const others = template
      .prepare<[], string>(
        `SELECT (SELECT min(u.username) FROM users u WHERE u.customer_id = c.id) FROM customers c
        JOIN customer_payment_terms t ON t.customer_id = c.id WHERE c.id > 2 ORDER BY c.id LIMIT 2`,
      )
      .pluck()
      .all();
    template.close();
    const { customer, otherCustomer, staff } = DEMO_ACCOUNTS;
    const sessions: Who[] = [
      { ...customer, paymentMethod: 'terms' },
      { ...customer, paymentMethod: 'terms' },
      { ...otherCustomer, paymentMethod: 'card' },
      { ...otherCustomer, paymentMethod: 'wallet' },
      ...others.map((actAs) => ({ ...staff, actAs, paymentMethod: 'terms' as const })),
    ];

    const port = await freePort();
    let server = await startServer(dataDir, port);
    const calls = sessions.map(() => client(`http://127.0.0.1:${port}`));
    let requests: OrderRequest[] = [];
    try {
      const prepared = await Promise.all(sessions.map((who, s) => prepareOrders(calls[s] as Client, s, who, products)));
      requests = prepared.flat();

      // Every session places its orders one after another, all sessions at once; killed once half are acknowledged.
      let acknowledged = 0;
      let killed = false;
      await Promise.all(
        prepared.map(async (own) => {
          for (const request of own) {
            if (killed) return;
            const call = calls[request.session] as Client;
            const res = await placeOrder(call, request).catch(() => null);
            const reply = res ? await res.json().catch(() => null) : null;
            if (!res || !reply) continue;
            request.first = { status: res.status, orderId: reply.order?.id, next: reply.next };
            if (res.status === 200) acknowledged++;
            if (acknowledged >= requests.length / 2 && !killed) {
              killed = true;
              server.kill('SIGKILL');
            }
          }
        }),
      );
      await exited(server);
      expect(requests.filter((r) => r.first && r.first.status !== 200).map((r) => r.first)).toEqual([]);
      expect(acknowledged).toBeGreaterThanOrEqual(requests.length / 2);
      // Before anything is sent again: every acknowledged order is there, with its cart, as acknowledged.
      const crashed = new Database(file, { readonly: true });
      const stored = new Map(crashed.prepare<[], [number, number]>('SELECT cart_id, id FROM orders').raw().all());
      crashed.close();
      const acknowledgedOrders = requests.flatMap((r) => (r.first ? [{ cart: r.cartId, orderId: r.first.orderId }] : []));
      expect(acknowledgedOrders.map(({ cart }) => ({ cart, orderId: stored.get(cart) }))).toEqual(acknowledgedOrders);

      server = await startServer(dataDir, port);
      // Every request again, as it was: the acknowledged ones and those whose reply was lost or never sent.
      const again = await Promise.all(
        requests.map(async (request) => {
          const res = await placeOrder(calls[request.session] as Client, request);
          const reply = await res.json();
          return { cart: request.cartId, status: res.status, orderId: reply.order?.id, next: reply.next };
        }),
      );
      expect(again.filter((reply) => reply.status !== 200)).toEqual([]);
      const acknowledgedFirst = requests.flatMap((r) => (r.first ? [{ cart: r.cartId, ...r.first }] : []));
      expect(again.filter((reply) => acknowledgedFirst.some((first) => first.cart === reply.cart))).toEqual(acknowledgedFirst);
      // The demo customer's order list (two sessions of the same customer) shows each of its orders once.
      const listed = await (await (calls[0] as Client).call('/area-clienti/ordini')).json();
      expect(listed.total).toBe(2 * ORDERS_PER_SESSION);
    } finally {
      server.kill('SIGTERM');
      await exited(server);
    }

    const db = new Database(file, { readonly: true });
    try {
      const cartIds = requests.map((r) => r.cartId);
      const orders = db
        .prepare<[], { id: number; cartId: number; lines: number; items: number; payments: number }>(
          `SELECT o.id, o.cart_id AS cartId, (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS lines,
          (SELECT count(*) FROM cart_items i WHERE i.cart_id = o.cart_id) AS items,
          (SELECT count(*) FROM test_payments p WHERE p.order_id = o.id) AS payments FROM orders o ORDER BY o.id`,
        )
        .all();
      // One order per cart, for every cart and nothing else.
      expect(orders.map((o) => o.cartId).sort((a, b) => a - b)).toEqual([...cartIds].sort((a, b) => a - b));
      const byCart = new Map(orders.map((o) => [o.cartId, o]));
      for (const request of requests) {
        const order = byCart.get(request.cartId);
        // Whole: the cart's lines, every one; an order paid online started exactly one payment however often it was sent.
        expect(order).toMatchObject({ lines: request.lines, items: request.lines });
        expect(order?.payments).toBe((request.body as { paymentMethod: string }).paymentMethod === 'terms' ? 0 : 1);
        if (request.first) expect(order?.id).toBe(request.first.orderId);
      }
      const keys = db.prepare<[], string>("SELECT key FROM idempotency_keys WHERE scope LIKE 'orders.place:%'").pluck().all().sort();
      expect(keys).toEqual(requests.map((r) => r.key).sort());
      expect(db.prepare("SELECT count(*) FROM carts WHERE status = 'open' AND id IN (SELECT cart_id FROM orders)").pluck().get()).toBe(0);
      expect(db.prepare('SELECT count(*) FROM stock WHERE quantity < 0').pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  }, 90_000);
});
