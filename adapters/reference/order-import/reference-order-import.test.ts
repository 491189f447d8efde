import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatePorts, type Ports } from '../../ports/index.ts';
import type { Actor } from '../../ports/op.ts';
import { MAX_OPEN_IMPORTS } from '../../ports/order-import.ts';
import { isPortError } from '../../ports/port-error.ts';
import { openReference } from '../index.ts';
import { ctxOf, openTestReference, TEST_PRODUCTS, type TestReference } from '../test-helpers.ts';
import { ReferenceOrderImport } from './reference-order-import.ts';

let ref: TestReference;
let actor: Actor;
beforeAll(async () => {
  ref = openTestReference();
  const account = await ref.checked.accounts.login(ref.fixture.customer, ctxOf(null));
  actor = { userId: account.userId, customerId: account.customerId };
});
afterAll(() => ref.cleanup());

async function reasonOf(call: Promise<unknown>): Promise<string> {
  return call.then(
    () => 'ok',
    (error: unknown) => (isPortError(error) ? error.reason : String(error)),
  );
}

/** An import of one found row of the fixture's product, through the given ports. */
async function newImport(ports: Ports = ref.checked, quantity = 1, key?: string) {
  const { found } = ref.fixture.orderImport;
  const row = { line: 2, code: found.code, reference: 'R1', quantity, quantityText: String(quantity), status: 'found' as const };
  const rows = [{ ...row, matchedBy: 'article' as const, productId: found.productId }];
  return ports.orderImport.create({ filename: 'ordine.xlsx', sheet: 'Foglio1', rows }, ctxOf(actor, key));
}

describe('reference order import', () => {
  it('keeps an import across a restart of the database', async () => {
    const own = openTestReference();
    const created = await newImport(own.checked);
    own.close();
    const reopened = openReference({ dataDir: own.dataDir, seedProducts: TEST_PRODUCTS });
    try {
      const ports = validatePorts(reopened.implementations, true);
      expect(await ports.orderImport.get({ importId: created.importId }, ctxOf(actor))).toEqual(created);
    } finally {
      reopened.close();
      own.cleanup();
    }
  });

  it(`keeps at most ${MAX_OPEN_IMPORTS} open imports, and sent ones 90 days`, async () => {
    const made = [];
    for (let i = 0; i < MAX_OPEN_IMPORTS; i++) made.push(await newImport());
    expect(await reasonOf(newImport())).toBe('open-imports-limit');
    const [old, recent] = made;
    if (!old || !recent) throw new Error('no imports');
    const sentAt = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    const send = ref.db.prepare(`UPDATE order_imports SET state = 'sent', sent_at = ? WHERE id = ?`);
    send.run(sentAt(91), old.importId);
    send.run(sentAt(89), recent.importId);
    const listed = (await ref.checked.orderImport.list({}, ctxOf(actor))).map((i) => i.importId);
    expect(listed).not.toContain(old.importId);
    expect(listed).toContain(recent.importId);
    expect(await reasonOf(newImport())).toBe('ok');
    for (const { importId } of await ref.checked.orderImport.list({}, ctxOf(actor))) {
      await ref.checked.orderImport.remove({ importId }, ctxOf(actor));
    }
  });

  it('answers the first import to a repeat of the same idempotency key', async () => {
    const first = await newImport(ref.checked, 1, 'import-key-1');
    expect(await newImport(ref.checked, 1, 'import-key-1')).toEqual(first);
    expect(await reasonOf(newImport(ref.checked, 2, 'import-key-1'))).toBe('idempotency-key-reused');
    await ref.checked.orderImport.remove({ importId: first.importId }, ctxOf(actor));
  });

  it('refuses the whole submit when the cart would pass its lines, and writes nothing', async () => {
    const capped = validatePorts({
      ...ref.implementations,
      orderImport: new ReferenceOrderImport(ref, { caps: { openCarts: 50, cartLines: 0 } }),
    });
    const { importId } = await newImport(capped, ref.fixture.product.minQty);
    expect(await reasonOf(capped.orderImport.submit({ importId, target: 'new' }, ctxOf(actor)))).toBe('cart-lines-limit');
    expect(await capped.orderImport.get({ importId }, ctxOf(actor))).toMatchObject({ state: 'open', cartId: null });
    const named = ref.db.prepare(`SELECT count(*) FROM carts WHERE customer_id = ? AND nome_ordine = 'ordine.xlsx'`).pluck();
    expect(named.get(actor.customerId)).toBe(0);
    await capped.orderImport.remove({ importId }, ctxOf(actor));
  });

  it('matches a 5,000-code file without holding the event loop: a timer set meanwhile runs before it ends', async () => {
    const codes = Array.from({ length: 5000 }, (_, i) => (i % 2 ? ref.fixture.orderImport.found.code : `ZZ-${i}`));
    let ticked = false;
    setImmediate(() => (ticked = true));
    const matches = await ref.checked.orderImport.match({ codes }, ctxOf(actor));
    expect(matches).toHaveLength(5000);
    expect(ticked).toBe(true);
  });

  it('stores a 5,000-row import in steps: a timer set meanwhile runs, and finds no half-stored import', async () => {
    const { found } = ref.fixture.orderImport;
    const row = {
      code: found.code,
      reference: 'R',
      quantity: 1,
      quantityText: '1',
      status: 'found' as const,
      matchedBy: 'article' as const,
    };
    const rows = Array.from({ length: 5000 }, (_, i) => ({ ...row, line: i + 2, productId: found.productId }));
    const stored = ref.db.prepare('SELECT count(*) FROM order_import_rows').pluck();
    const before = stored.get();
    let meanwhile: unknown;
    setImmediate(() => (meanwhile = { rows: stored.get(), imports: ref.implementations.orderImport.list({}, ctxOf(actor)) }));
    const created = await ref.checked.orderImport.create({ filename: 'grande.xlsx', sheet: 'Foglio1', rows }, ctxOf(actor));
    expect(created.rows).toBe(5000);
    if (!meanwhile) throw new Error('the timer did not run while the import was stored');
    const seen = meanwhile as { rows: unknown; imports: Promise<Array<{ importId: number }>> };
    expect(seen.rows).toBe(before);
    expect((await seen.imports).map((i) => i.importId)).not.toContain(created.importId);
    await ref.checked.orderImport.remove({ importId: created.importId }, ctxOf(actor));
  });
});
