import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../ports/op.ts';
import { ctxOf, openTestReference, type TestReference } from '../test-helpers.ts';
import { MAX_MOVEMENTS } from './movements.ts';

let ref: TestReference;
let demo: Actor;
let demo2: Actor;
beforeAll(async () => {
  ref = openTestReference();
  const login = async (username: string) => {
    const account = await ref.checked.accounts.login({ username, password: username }, ctxOf(null));
    return { userId: account.userId, customerId: account.customerId };
  };
  demo = await login('demo');
  demo2 = await login('demo2');
});
afterAll(() => ref.cleanup());

describe('stock per warehouse', () => {
  it('puts the warehouse of the customer’s default address first: Treviso for demo, Milano for demo2', async () => {
    const productId = ref.fixture.product.id;
    const mine = await ref.checked.availability.stores({ productId }, ctxOf(demo));
    expect(mine.map((s) => [s.warehouseCode, s.isMain])).toEqual([
      ['TV', true],
      ['MI', false],
      ['RM', false],
      ['NA', false],
    ]);
    const theirs = await ref.checked.availability.stores({ productId }, ctxOf(demo2));
    expect(theirs.map((s) => s.warehouseCode)).toEqual(['MI', 'TV', 'RM', 'NA']);
    expect(theirs[0]?.isMain).toBe(true);
  });

  it('lists warehouses holding none at 0, and serves a customer without a zone from the main warehouse', async () => {
    const empty = ref.db
      .prepare<[], number>(
        'SELECT p.id FROM products p WHERE NOT EXISTS (SELECT 1 FROM stock s WHERE s.product_id = p.id) ORDER BY p.id LIMIT 1',
      )
      .pluck()
      .get();
    const stores = await ref.checked.availability.stores({ productId: empty ?? 0 }, ctxOf(demo));
    expect(stores.map((s) => s.quantity)).toEqual([0, 0, 0, 0]);

    ref.db
      .prepare("UPDATE customer_addresses SET iso_country_alpha2 = 'CH', country = 'Svizzera' WHERE customer_id = ? AND is_default = 1")
      .run(demo.customerId);
    try {
      const abroad = await ref.checked.availability.stores({ productId: ref.fixture.product.id }, ctxOf(demo));
      const main = ref.db.prepare<[], string>('SELECT warehouse_code FROM warehouse_services WHERE is_main = 1').pluck().get();
      expect(abroad[0]).toMatchObject({ warehouseCode: main, isMain: true });
    } finally {
      ref.db
        .prepare("UPDATE customer_addresses SET iso_country_alpha2 = 'IT', country = 'Italia' WHERE customer_id = ? AND is_default = 1")
        .run(demo.customerId);
    }
  });
});

describe('movements', () => {
  it('lists only the customer’s own, newest first, signed and priced, at most 100', async () => {
    const productId = ref.fixture.movedProductId;
    const mine = await ref.checked.availability.movements({ productId }, ctxOf(demo));
    const rows = ref.db
      .prepare<[number, number], { n: number }>('SELECT count(*) AS n FROM customer_movements WHERE customer_id = ? AND product_id = ?')
      .get(demo.customerId, productId);
    expect(mine).toHaveLength(Math.min(rows?.n ?? 0, MAX_MOVEMENTS));
    expect(mine.map((m) => m.date)).toEqual(
      mine
        .map((m) => m.date)
        .sort()
        .reverse(),
    );
    for (const movement of mine) {
      expect(movement.document).toMatch(/^(DDT|NC|OC) \d{4}\/\d{6}$/);
      expect(Math.sign(movement.amountCents)).toBe(Math.sign(movement.quantity));
      expect(movement.quantity < 0).toBe(movement.kind === 'return');
      expect(['Milano', 'Treviso', 'Roma', 'Napoli']).toContain(movement.warehouseName);
    }
    const theirs = ref.db
      .prepare<[number], number>('SELECT product_id FROM customer_movements WHERE customer_id = ? ORDER BY id LIMIT 1')
      .pluck()
      .get(demo2.customerId);
    const demo2Documents = (await ref.checked.availability.movements({ productId: theirs ?? 0 }, ctxOf(demo2))).map((m) => m.document);
    const demoDocuments = (await ref.checked.availability.movements({ productId: theirs ?? 0 }, ctxOf(demo))).map((m) => m.document);
    expect(demo2Documents.length).toBeGreaterThan(0);
    expect(demoDocuments.filter((d) => demo2Documents.includes(d))).toEqual([]);
  });

  it('are none for a product the customer never bought', async () => {
    const chain = ref.db.prepare<[], number>('SELECT min(product_id) FROM snow_chains').pluck().get();
    expect(await ref.checked.availability.movements({ productId: chain ?? 0 }, ctxOf(demo))).toEqual([]);
  });
});
