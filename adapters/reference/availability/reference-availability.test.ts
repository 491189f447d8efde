import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../shared/clock.ts';
import { validatePorts, type Ports } from '../../ports/index.ts';
import type { Actor } from '../../ports/op.ts';
import { isPortError } from '../../ports/port-error.ts';
import { openReference, type Reference } from '../index.ts';
import { copyTemplateTo } from '../template.ts';
import { ctxOf, TEST_PRODUCTS } from '../test-helpers.ts';

// Wednesday 25 November 2026, 14:00 in Treviso: before the 15:00 cut-off of the 15:30 van run.
const NOW = '2026-11-25T14:00:00+01:00';
let dataDir: string;
let ref: Reference;
let ports: Ports;
let demo: Actor;
let demo2: Actor;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'parts-shop-availability-'));
  copyTemplateTo(dataDir, TEST_PRODUCTS);
  ref = openReference({ dataDir, seedProducts: TEST_PRODUCTS }, { clock: fixedClock(NOW) });
  ports = validatePorts(ref.implementations, true);
  const login = async (username: string) => {
    const account = await ports.accounts.login({ username, password: username }, ctxOf(null));
    return { userId: account.userId, customerId: account.customerId };
  };
  demo = await login('demo');
  demo2 = await login('demo2');
});
afterAll(() => {
  ref.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const idWhere = (where: string) =>
  ref.db.prepare<[], { id: number }>(`SELECT p.id FROM products p WHERE ${where} ORDER BY p.id LIMIT 1`).get()?.id as number;
const held = (warehouse: string) => `EXISTS (SELECT 1 FROM stock s WHERE s.product_id = p.id AND s.warehouse_code = '${warehouse}')`;
const failure = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (error: unknown) => (isPortError(error) ? error.code : error),
  );

describe('reference availability', () => {
  it('serves demo (Treviso) from TV by van and demo2 (Milano) from MI by courier', async () => {
    const both = idWhere(`${held('TV')} AND ${held('MI')}`);
    const [forDemo] = await ports.availability.availability({ items: [{ productId: both, quantity: 1 }] }, ctxOf(demo));
    expect(forDemo?.here).toEqual({
      warehouse: { code: 'TV', name: 'Treviso' },
      quantity: 1,
      promise: { arrivesBy: '2026-11-25T18:00:00+01:00', method: 'van', run: '15:30', from: { code: 'TV', name: 'Treviso' } },
    });
    const [forDemo2] = await ports.availability.availability({ items: [{ productId: both, quantity: 1 }] }, ctxOf(demo2));
    expect(forDemo2?.here).toMatchObject({
      warehouse: { code: 'MI' },
      promise: { arrivesBy: '2026-11-26T18:00:00+01:00', method: 'courier' },
    });
  });

  it('splits a large quantity into parts that add up, each with its promise', async () => {
    const id = idWhere(`${held('TV')} AND EXISTS (SELECT 1 FROM incoming_stock i WHERE i.product_id = p.id)`);
    const [a] = await ports.availability.availability({ items: [{ productId: id, quantity: 99_999 }] }, ctxOf(demo));
    expect(a && a.here.quantity + a.otherStores.quantity + a.incoming.quantity + a.missing.quantity).toBe(99_999);
    expect(a?.incoming.quantity).toBeGreaterThan(0);
    expect(a?.incoming.promise?.method).toBe('supplier');
    expect(a?.missing.promise?.method).toBe('supplier');
    expect(a?.inStock).toBe(a && a.here.quantity + a.otherStores.quantity);
  });

  it('promises a visitor’s availability nothing (stock of the main warehouse), and delivery in Italy by courier', async () => {
    const id = idWhere(held('TV'));
    const [a] = await ports.availability.availability({ items: [{ productId: id, quantity: 1 }] }, ctxOf(null));
    expect(a?.here).toMatchObject({ warehouse: { code: 'TV' }, quantity: 1, promise: null });
    const [promise] = await ports.availability.deliveryPromises({ items: [{ productId: id, quantity: 1 }] }, ctxOf(null));
    expect(promise).toMatchObject({ productId: id, method: 'courier' });
  });

  it('promises a line at the default address, or at another of the customer’s own addresses', async () => {
    const id = idWhere(`${held('TV')} AND NOT ${held('MI')}`);
    const items = [
      { productId: id, quantity: 1 },
      { productId: id, quantity: 1, urgent: true },
    ];
    const atHome = await ports.availability.deliveryPromises({ items }, ctxOf(demo));
    expect(atHome).toEqual([
      {
        productId: id,
        quantity: 1,
        urgent: false,
        arrivesBy: '2026-11-25T18:00:00+01:00',
        method: 'van',
        run: '15:30',
        from: { code: 'TV', name: 'Treviso' },
      },
      {
        productId: id,
        quantity: 1,
        urgent: true,
        arrivesBy: '2026-11-25T16:00:00+01:00',
        method: 'express',
        run: null,
        from: { code: 'TV', name: 'Treviso' },
      },
    ]);
    const addressOf = (customer: number, isDefault: number) =>
      ref.db
        .prepare<[number, number], { id: number }>('SELECT id FROM customer_addresses WHERE customer_id = ? AND is_default = ?')
        .get(customer, isDefault)?.id as number;
    const verona = await ports.availability.deliveryPromises({ items, addressId: addressOf(1, 0) }, ctxOf(demo));
    expect(verona.map((p) => [p.method, p.arrivesBy])).toEqual([
      ['courier', '2026-11-26T18:00:00+01:00'],
      ['express', '2026-11-26T10:00:00+01:00'],
    ]);
    expect(await failure(ports.availability.deliveryPromises({ items, addressId: addressOf(2, 1) }, ctxOf(demo)))).toBe('not_found');
  });

  it('plans one request’s availability and promises alike, and never from before a change of stock', async () => {
    const id = idWhere(`${held('TV')} AND NOT EXISTS (SELECT 1 FROM incoming_stock i WHERE i.product_id = p.id)`);
    const ctx = ctxOf(demo);
    const items = [{ productId: id, quantity: 1 }];
    const lines = [{ productId: id, quantity: 1, urgent: false }];
    const [stock] = await ports.availability.availability({ items }, ctx);
    const [promise] = await ports.availability.deliveryPromises({ items: lines }, ctx);
    expect(stock?.here.promise).toMatchObject({ method: 'van', from: { code: 'TV' } });
    expect(promise).toMatchObject({ method: 'van', arrivesBy: stock?.here.promise?.arrivesBy });
    // Its stock is sold out within the same request: what follows says so.
    const rows = ref.db.prepare('SELECT * FROM stock WHERE product_id = ?').all(id) as Array<Record<string, unknown>>;
    ref.db.prepare('UPDATE stock SET quantity = 0 WHERE product_id = ?').run(id);
    try {
      const [later] = await ports.availability.deliveryPromises({ items: lines }, ctx);
      expect(later?.method).toBe('supplier');
      const [soldOut] = await ports.availability.availability({ items }, ctx);
      expect(soldOut?.inStock).toBe(0);
    } finally {
      const restore = ref.db.prepare(
        'UPDATE stock SET quantity = @quantity WHERE product_id = @product_id AND warehouse_code = @warehouse_code',
      );
      for (const row of rows) restore.run(row);
    }
  });

  it('keeps the order asked and leaves unknown ids out', async () => {
    const items = [3, 999_999_999, 1, 2].map((productId) => ({ productId, quantity: 2 }));
    const stock = await ports.availability.availability({ items }, ctxOf(demo));
    expect(stock.map((s) => s.productId)).toEqual([3, 1, 2]);
    const lines = await ports.availability.deliveryPromises({ items }, ctxOf(demo));
    expect(lines.map((s) => s.productId)).toEqual([3, 1, 2]);
  });
});
