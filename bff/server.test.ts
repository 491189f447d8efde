import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyTemplateTo } from '../adapters/reference/template.ts';
import { TEST_SEED_PRODUCTS } from './testing/test-app.ts';
import { freePort, startServer } from './testing/server-process.ts';

/** A tiny cookie-keeping client over real HTTP. */
function client(base: string) {
  let cookie = '';
  return async (path: string, init: RequestInit = {}) => {
    const res = await fetch(base + path, {
      ...init,
      redirect: 'manual',
      headers: { accept: 'application/json', cookie, ...(init.headers as object) },
    });
    const set = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c?.startsWith('sid='));
    if (set) cookie = set;
    return res;
  };
}

describe('the real server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'server-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps an acknowledged add-to-cart and the session across a SIGKILL', async () => {
    copyTemplateTo(dataDir, TEST_SEED_PRODUCTS);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await startServer(dataDir, port);
    const call = client(base);
    try {
      const login = await call('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: 'demo' }),
      });
      expect(login.status).toBe(200);
      const { csrfToken } = await (await call('/sfapi/v1/principal')).json();
      const promo = (await (await call('/get-promo-hp')).json())[0];
      const before = await (await call('/cart/refresh-qta-in-cart-ajax?productId=' + promo.product.id)).json();
      const add = await call('/cart/add-ajax', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ csrfToken, productId: promo.product.id, quantity: 1 }),
      });
      expect(add.status).toBe(200);
      server.kill('SIGKILL');
      await new Promise((r) => server.once('exit', r));

      server = await startServer(dataDir, port);
      const principal = await (await call('/sfapi/v1/principal')).json();
      expect(principal.authenticated).toBe(true);
      const after = await (await call('/cart/refresh-qta-in-cart-ajax?productId=' + promo.product.id)).json();
      expect(after.quantity).toBe(before.quantity + 1);
    } finally {
      server.kill('SIGKILL');
    }
    const db = new Database(join(dataDir, 'reference.sqlite'), { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  }, 60_000);
  it('finds every acknowledged cart write after a SIGKILL in the middle of many', async () => {
    const crashDir = mkdtempSync(join(tmpdir(), 'server-crash-writes-'));
    copyTemplateTo(crashDir, TEST_SEED_PRODUCTS);
    const template = new Database(join(crashDir, 'reference.sqlite'), { readonly: true });
    const productIds = template
      .prepare<[], { id: number }>('SELECT id FROM products WHERE min_qty = 1 AND pack_qty = 1 ORDER BY id LIMIT 80')
      .all()
      .map((row) => row.id);
    template.close();
    const port = await freePort();
    let server = await startServer(crashDir, port);
    const call = client(`http://127.0.0.1:${port}`);
    const acknowledged: number[] = [];
    try {
      await call('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: 'demo' }),
      });
      const { csrfToken } = await (await call('/sfapi/v1/principal')).json();
      const created = await call('/cart/new-cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        body: JSON.stringify({ nomeOrdine: 'Prima del guasto' }),
      });
      expect(created.status).toBe(200);
      // Four writers add distinct products; the server is killed once 30 adds were acknowledged, others in flight.
      const queue = [...productIds];
      let killed = false;
      const writer = async () => {
        for (let productId = queue.shift(); productId !== undefined && !killed; productId = queue.shift()) {
          const res = await call('/cart/add-ajax', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
            body: JSON.stringify({ csrfToken, productId, quantity: 1 }),
          }).catch(() => null);
          if (res?.status === 200) acknowledged.push(productId);
          if (acknowledged.length >= 30 && !killed) {
            killed = true;
            server.kill('SIGKILL');
          }
        }
      };
      await Promise.all([writer(), writer(), writer(), writer()]);
      await new Promise((r) => (server.exitCode !== null || server.signalCode !== null ? r(null) : server.once('exit', r)));

      server = await startServer(crashDir, port);
      const page = await (await call('/cart')).json();
      const inCart = new Set(page.cart.items.map((item: { productId: number }) => item.productId));
      expect(acknowledged.length).toBeGreaterThanOrEqual(30);
      expect(acknowledged.filter((id) => !inCart.has(id))).toEqual([]);
      expect(page.cart.nomeOrdine).toBe('Prima del guasto');
    } finally {
      server.kill('SIGKILL');
      rmSync(crashDir, { recursive: true, force: true });
    }
  }, 90_000);
});
