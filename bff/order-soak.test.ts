import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyTemplateTo } from '../adapters/reference/template.ts';
import { DEMO_ACCOUNTS } from '../adapters/reference/seed/customers.ts';
import { mulberry32 } from '../adapters/reference/seed/prng.ts';
import { SoakClient, type PaymentMethod } from './testing/soak/soak-client.ts';
import { bundleServer, exited, freePort, startServer } from './testing/server-process.ts';
import { TEST_SEED_PRODUCTS } from './testing/test-app.ts';

/**
 * The SIGKILL soak (issue 33): 20 clients play cart writes (new cart, adds, a quantity changed, a line removed),
 * checkout and card or wallet payments against the real server; each round the server is killed with SIGKILL once
 * some of the writes were acknowledged, `PRAGMA integrity_check` is run on what it left, it is started again on the
 * same data and every unanswered write is sent again as it was. At the end each acknowledged write is in the database
 * exactly once: each cart's lines as acknowledged, one order per ordered cart, paid orders paid once, nothing else.
 * SOAK_ROUNDS rounds (3 here, 20 in `npm run soak`); SOAK_SEED chooses when each round's kill comes.
 */
const ROUNDS = Number(process.env.SOAK_ROUNDS ?? 3);
const SEED = Number(process.env.SOAK_SEED ?? 33);
const CLIENTS = 20;
const PRODUCTS_PER_CART = 3;

function integrity(file: string): string {
  const db = new Database(file, { readonly: true });
  try {
    return String(db.pragma('integrity_check', { simple: true }));
  } finally {
    db.close();
  }
}

describe('cart writes, orders and payments across SIGKILLs of the server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'order-soak-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    `keeps every acknowledged write exactly once over ${ROUNDS} kills (seed ${SEED}), the database whole`,
    async () => {
      const file = copyTemplateTo(dataDir, TEST_SEED_PRODUCTS);
      const template = new Database(file, { readonly: true });
      const products = template
        .prepare<[], number>(
          `SELECT p.id FROM products p WHERE p.min_qty = 1 AND p.pack_qty = 1
        AND EXISTS (SELECT 1 FROM stock s WHERE s.product_id = p.id AND s.quantity > 20) ORDER BY p.id LIMIT 60`,
        )
        .pluck()
        .all();
      template.close();
      expect(products.length).toBeGreaterThanOrEqual(PRODUCTS_PER_CART * 4);

      const draw = mulberry32(SEED);
      const port = await freePort();
      // Carts a killed round left open count against the customer's cap: room for every round.
      const env = { CAP_OPEN_CARTS: String(CLIENTS * (ROUNDS + 1)) };
      const bundle = await bundleServer('soak-server');
      let server = await startServer(dataDir, port, env, bundle.entry);
      let acknowledgedInRound = 0;
      let killAt = Infinity;
      const acknowledged = () => {
        acknowledgedInRound += 1;
        if (acknowledgedInRound === killAt) server.kill('SIGKILL');
      };
      const methods: PaymentMethod[] = ['terms', 'card', 'wallet'];
      const { customer, otherCustomer } = DEMO_ACCOUNTS;
      const clients = Array.from({ length: CLIENTS }, (_, i) => {
        const paymentMethod = i % 2 === 0 ? 'terms' : (methods[1 + ((i >> 1) % 2)] as PaymentMethod);
        const who = paymentMethod === 'terms' ? customer : otherCustomer;
        return new SoakClient(`http://127.0.0.1:${port}`, { ...who, paymentMethod }, acknowledged);
      });
      const integrityChecks: string[] = [];
      const rounds: { round: number; acknowledged: number; killedAfter: number; resent: number }[] = [];
      try {
        await Promise.all(clients.map((client) => client.logIn()));
        // A round's writes: new cart, adds, one change, one removal, the order, and for a payment online two more.
        const writesPerRound = clients.length * (PRODUCTS_PER_CART + 4) + (clients.length / 2) * 2;
        for (let round = 0; round < ROUNDS; round++) {
          acknowledgedInRound = 0;
          killAt = 1 + Math.floor(draw() * writesPerRound * 0.9);
          await Promise.all(
            clients.map((client, i) =>
              client.play(
                round,
                Array.from({ length: PRODUCTS_PER_CART }, (_, n) => products[(round * 7 + i * 3 + n) % products.length] as number),
              ),
            ),
          );
          server.kill('SIGKILL');
          await exited(server);
          integrityChecks.push(integrity(file));
          server = await startServer(dataDir, port, env, bundle.entry);
          // Every write that got no answer, sent again as it was: the restarted server answers it.
          let resent = 0;
          for (const client of clients) resent += (await client.recover()) ? 1 : 0;
          rounds.push({ round, acknowledged: acknowledgedInRound, killedAfter: killAt, resent });
        }
      } finally {
        server.kill('SIGTERM');
        await exited(server);
        bundle.remove();
      }
      if (process.env.SOAK_ROUNDS) console.log(rounds.map((r) => JSON.stringify(r)).join('\n'));
      // Each round was cut short by its kill (writes in flight or not yet sent), and those writes were sent again.
      for (const r of rounds) expect(r.acknowledged >= r.killedAfter && r.resent > 0, JSON.stringify(r)).toBe(true);
      expect(integrityChecks).toEqual(Array.from({ length: ROUNDS }, () => 'ok'));

      const db = new Database(file, { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const records = clients.flatMap((client) => client.carts);
        const lines = db.prepare<[number], { productId: number; quantity: number }>(
          'SELECT product_id AS productId, quantity FROM cart_items WHERE cart_id = ? ORDER BY id',
        );
        for (const record of records) {
          // Each product once, with the quantity last acknowledged.
          const stored = lines.all(record.cartId);
          expect({ cart: record.cartId, lines: stored.map((l) => [l.productId, l.quantity]).sort() }).toEqual({
            cart: record.cartId,
            lines: [...record.lines].sort(),
          });
        }
        const orders = db
          .prepare<[], { id: number; cartId: number; lines: number; paymentState: string; approved: number }>(
            `SELECT o.id, o.cart_id AS cartId, o.payment_state AS paymentState,
          (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS lines,
          (SELECT count(*) FROM test_payments p WHERE p.order_id = o.id AND p.status = 'approved') AS approved FROM orders o`,
          )
          .all();
        const ordered = records.filter((record) => record.order);
        // One order per acknowledged order, and no order nobody was told of.
        expect(orders.map((o) => o.id).sort((a, b) => a - b)).toEqual(ordered.map((r) => r.order?.id).sort((a, b) => (a ?? 0) - (b ?? 0)));
        const byId = new Map(orders.map((o) => [o.id, o]));
        for (const record of ordered) {
          const order = byId.get(record.order?.id ?? 0);
          expect(order).toMatchObject({ cartId: record.cartId, lines: record.lines.size });
          if (record.order?.paid) expect(order).toMatchObject({ paymentState: 'paid', approved: 1 });
          expect(order?.approved).toBeLessThanOrEqual(1);
        }
        expect(ordered.length).toBeGreaterThan(0);
        expect(db.prepare('SELECT count(*) FROM stock WHERE quantity < 0').pluck().get()).toBe(0);
      } finally {
        db.close();
      }
    },
    60_000 + ROUNDS * 30_000,
  );
});
