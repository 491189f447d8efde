import { describe, expect, it } from 'vitest';
import type { Ports } from '../ports/index.ts';
import type { Actor } from '../ports/op.ts';
import type { CodeMatch } from '../ports/order-import.ts';
import { ctx, failureCode, failureReason, loggedInActor, type ConformanceSubject } from './subject.ts';

type NewRow = Parameters<Ports['orderImport']['create']>[0]['rows'][number];

/** A row as the upload would store it from a code's match. */
function rowOf(line: number, match: CodeMatch, quantity: number | null, reference = ''): NewRow {
  const productId = match.status === 'found' || match.status === 'replaced' ? (match.products[0]?.productId ?? null) : null;
  return {
    line,
    code: match.code,
    reference,
    quantity,
    quantityText: String(quantity ?? 'due'),
    status: match.status,
    matchedBy: match.matchedBy,
    productId,
  };
}

/** Empties and deletes a cart a scenario filled, so a run against an integrator's ERP leaves no cart behind. */
async function dropCart(ports: Ports, actor: Actor, cartId: number): Promise<void> {
  const cart = await ports.carts.get({ cartId }, ctx(actor));
  for (const item of cart.items) await ports.carts.removeItem({ cartId, orderItemId: item.orderItemId }, ctx(actor));
  await ports.carts.remove({ cartId }, ctx(actor));
}

/** What every implementation of the order-import port must do. */
export function orderImportSuite(subject: () => ConformanceSubject): void {
  describe('order import', () => {
    const codesOf = () => {
      const { orderImport } = subject().fixture;
      return [
        orderImport.found.code,
        orderImport.replacedByOe.code,
        orderImport.replacedByCrossReference.code,
        orderImport.ambiguous.code,
        orderImport.unknownCode,
      ];
    };

    it('matches a batch of codes by article code, OE number and cross-reference, in the order asked', async () => {
      const { ports, fixture } = subject();
      const actor = await loggedInActor(subject(), fixture.customer);
      const { found, replacedByOe, replacedByCrossReference, ambiguous } = fixture.orderImport;
      // The same article code written as a customer's program may export it: lower case, spaces, dots.
      const written = ` ${found.code.toLowerCase().split('').join(' ')} `;
      const matches = await ports.orderImport.match({ codes: [...codesOf(), written] }, ctx(actor));
      expect(matches.map((m) => [m.status, m.matchedBy])).toEqual([
        ['found', 'article'],
        ['replaced', 'oe'],
        ['replaced', 'cross-reference'],
        ['ambiguous', expect.stringMatching(/^(article|oe)$/)],
        ['not_found', null],
        ['found', 'article'],
      ]);
      expect(matches[0]?.products.map((p) => p.productId)).toEqual([found.productId]);
      expect(matches[1]?.products.map((p) => p.productId)).toEqual([replacedByOe.productId]);
      expect(matches[2]?.products.map((p) => p.productId)).toEqual([replacedByCrossReference.productId]);
      expect(matches[3]?.products.map((p) => p.productId)).toEqual(expect.arrayContaining(ambiguous.productIds));
      expect(matches[4]?.products).toEqual([]);
      expect(matches[5]?.products).toEqual(matches[0]?.products);
      expect(await failureCode(ports.orderImport.match({ codes: [found.code] }, ctx(null)))).toBe('forbidden');
    });

    it('keeps an import with its rows, counts them by status and pages them in file order', async () => {
      const { ports, fixture } = subject();
      const actor = await loggedInActor(subject(), fixture.customer);
      const matches = await ports.orderImport.match({ codes: codesOf() }, ctx(actor));
      const rows = matches.map((m, i) => rowOf(i + 2, m, 4, `RIF-${i + 2}`));
      const created = await ports.orderImport.create({ filename: 'ordine-marzo.xlsx', sheet: 'Foglio1', rows }, ctx(actor));
      expect(created).toMatchObject({ filename: 'ordine-marzo.xlsx', sheet: 'Foglio1', state: 'open', cartId: null, rows: 5 });
      expect(created.counts).toEqual({ found: 1, replaced: 2, ambiguous: 1, notFound: 1, changed: 0, removed: 0 });
      expect(await ports.orderImport.get({ importId: created.importId }, ctx(actor))).toEqual(created);
      expect((await ports.orderImport.list({}, ctx(actor))).map((i) => i.importId)).toContain(created.importId);

      const page = await ports.orderImport.rows({ importId: created.importId, page: 2, pageSize: 2 }, ctx(actor));
      expect(page.total).toBe(5);
      expect(page.rows.map((r) => [r.line, r.code, r.reference])).toEqual([
        [4, matches[2]?.code, 'RIF-4'],
        [5, matches[3]?.code, 'RIF-5'],
      ]);
      const replaced = await ports.orderImport.rows({ importId: created.importId, status: 'replaced' }, ctx(actor));
      expect(replaced.rows.map((r) => r.product?.productId)).toEqual([
        fixture.orderImport.replacedByOe.productId,
        fixture.orderImport.replacedByCrossReference.productId,
      ]);
      expect(replaced.rows[0]?.product).toMatchObject({ minQty: expect.any(Number), packQty: expect.any(Number) });
      await ports.orderImport.remove({ importId: created.importId }, ctx(actor));
      expect(await failureCode(ports.orderImport.get({ importId: created.importId }, ctx(actor)))).toBe('not_found');
    });

    it('keeps each customer to their own imports and rows: another customer gets not_found, a visitor forbidden', async () => {
      const { ports, fixture } = subject();
      const mine = await loggedInActor(subject(), fixture.customer);
      const other = await loggedInActor(subject(), fixture.otherCustomer);
      const [match] = await ports.orderImport.match({ codes: [fixture.orderImport.found.code] }, ctx(mine));
      if (!match) throw new Error('no match');
      const created = await ports.orderImport.create({ filename: 'a.csv', sheet: '', rows: [rowOf(2, match, 1)] }, ctx(mine));
      const importId = created.importId;
      const rowId = (await ports.orderImport.rows({ importId }, ctx(mine))).rows[0]?.rowId ?? 0;
      for (const actor of [other, null]) {
        const expected = actor ? 'not_found' : 'forbidden';
        expect(await failureCode(ports.orderImport.get({ importId }, ctx(actor)))).toBe(expected);
        expect(await failureCode(ports.orderImport.rows({ importId }, ctx(actor)))).toBe(expected);
        expect(await failureCode(ports.orderImport.updateRows({ importId, rows: [{ rowId, quantity: 9 }] }, ctx(actor)))).toBe(expected);
        expect(await failureCode(ports.orderImport.removeRow({ rowId }, ctx(actor)))).toBe(expected);
        expect(await failureCode(ports.orderImport.candidates({ rowId }, ctx(actor)))).toBe(expected);
        expect(await failureCode(ports.orderImport.submit({ importId, target: 'active' }, ctx(actor)))).toBe(expected);
        expect(await failureCode(ports.orderImport.remove({ importId }, ctx(actor)))).toBe(expected);
      }
      expect((await ports.orderImport.list({}, ctx(other))).map((i) => i.importId)).not.toContain(importId);
      expect(await ports.orderImport.get({ importId }, ctx(mine))).toEqual(created);
      await ports.orderImport.remove({ importId }, ctx(mine));
    });

    it('submits only by SPEC §5 rules, in order, then into one cart line per product with the references, once', async () => {
      const { ports, fixture } = subject();
      const actor = await loggedInActor(subject(), fixture.customer);
      const { found, ambiguous } = fixture.orderImport;
      const matches = await ports.orderImport.match({ codes: [found.code, ambiguous.code, fixture.orderImport.unknownCode] }, ctx(actor));
      const [foundMatch, ambiguousMatch, unknownMatch] = matches;
      if (!foundMatch || !ambiguousMatch || !unknownMatch) throw new Error('no match');
      const product = foundMatch.products[0];
      if (!product) throw new Error('no product');
      const valid = product.minQty % product.packQty === 0 ? product.minQty : product.minQty * product.packQty;
      const rows = [
        rowOf(2, foundMatch, valid, 'RIF-A'),
        rowOf(3, ambiguousMatch, valid, 'RIF-B'),
        rowOf(4, unknownMatch, 1, 'RIF-C'),
        rowOf(5, foundMatch, null, 'RIF-D'),
      ];
      const { importId } = await ports.orderImport.create({ filename: 'ordine aprile.xlsx', sheet: 'Ordine', rows }, ctx(actor));
      const byLine = new Map((await ports.orderImport.rows({ importId }, ctx(actor))).rows.map((r) => [r.line, r.rowId]));
      const rowId = (line: number) => byLine.get(line) ?? 0;
      const submit = () => ports.orderImport.submit({ importId, target: 'new' }, ctx(actor));

      expect(await failureReason(submit())).toBe('import-rows-to-choose');
      const candidates = await ports.orderImport.candidates({ rowId: rowId(3) }, ctx(actor));
      expect(candidates.products.map((p) => p.productId)).toEqual(expect.arrayContaining(ambiguous.productIds));
      // The ambiguous row takes the found row's product: two rows of one product make one cart line.
      await ports.orderImport.updateRows({ importId, rows: [{ rowId: rowId(3), productId: product.productId }] }, ctx(actor));
      expect(await failureReason(submit())).toBe('import-rows-without-product');
      expect(await ports.orderImport.removeRow({ rowId: rowId(4) }, ctx(actor))).toEqual({ importId, removed: true });
      expect(await ports.orderImport.removeRow({ rowId: rowId(4) }, ctx(actor))).toEqual({ importId, removed: true });
      expect(await failureReason(submit())).toBe('import-quantities-to-fix');
      const summary = await ports.orderImport.updateRows({ importId, rows: [{ rowId: rowId(5), quantity: valid }] }, ctx(actor));
      expect(summary).toMatchObject({ rows: 3, counts: { changed: 2, removed: 1 } });

      const sent = await submit();
      expect(sent).toMatchObject({ lines: 1, alreadySent: false });
      const cart = await ports.carts.get({ cartId: sent.cartId }, ctx(actor));
      expect(cart.orderName).toBe('ordine aprile.xlsx');
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]).toMatchObject({ productId: product.productId, quantity: 3 * valid, addedByStaff: null });
      for (const ref of ['RIF-A', 'RIF-B', 'RIF-D']) expect(cart.items[0]?.note).toContain(ref);
      expect(cart.items[0]?.note).not.toContain('RIF-C');

      expect(await submit()).toEqual({ ...sent, alreadySent: true });
      expect((await ports.carts.get({ cartId: sent.cartId }, ctx(actor))).items).toEqual(cart.items);
      expect(await ports.orderImport.get({ importId }, ctx(actor))).toMatchObject({ state: 'sent', cartId: sent.cartId });
      const edit = ports.orderImport.updateRows({ importId, rows: [{ rowId: rowId(2), quantity: valid }] }, ctx(actor));
      expect(await failureCode(edit)).toBe('conflict');
      await dropCart(ports, actor, sent.cartId);
      await ports.orderImport.remove({ importId }, ctx(actor));
    });

    it('marks the cart lines of an import staff submit while acting for the customer with the staff member', async () => {
      const { ports, fixture } = subject();
      const customer = await loggedInActor(subject(), fixture.customer);
      const actor: Actor = { ...customer, impersonatorId: (await loggedInActor(subject(), fixture.staff)).userId };
      const [match] = await ports.orderImport.match({ codes: [fixture.orderImport.found.code] }, ctx(actor));
      const product = match?.products[0];
      if (!match || !product) throw new Error('no product');
      const valid = product.minQty % product.packQty === 0 ? product.minQty : product.minQty * product.packQty;
      const rows = [rowOf(2, match, valid, 'RIF-STAFF')];
      const { importId } = await ports.orderImport.create({ filename: 'staff.xlsx', sheet: 'Ordine', rows }, ctx(actor));
      const sent = await ports.orderImport.submit({ importId, target: 'new' }, ctx(actor));
      const cart = await ports.carts.get({ cartId: sent.cartId }, ctx(customer));
      expect(cart.items.map((item) => item.addedByStaff)).toEqual([fixture.staff.username]);
      await dropCart(ports, customer, sent.cartId);
      await ports.orderImport.remove({ importId }, ctx(customer));
    });

    it('writes nothing when a row fails: an unknown row or product refuses the whole save', async () => {
      const { ports, fixture } = subject();
      const actor = await loggedInActor(subject(), fixture.customer);
      const [match] = await ports.orderImport.match({ codes: [fixture.orderImport.found.code] }, ctx(actor));
      if (!match) throw new Error('no match');
      const { importId } = await ports.orderImport.create({ filename: 'b.csv', sheet: '', rows: [rowOf(2, match, 1)] }, ctx(actor));
      const [row] = (await ports.orderImport.rows({ importId }, ctx(actor))).rows;
      if (!row) throw new Error('no row');
      const missing = { rowId: row.rowId, productId: fixture.missingProductId };
      const save = (rows: Array<{ rowId: number; quantity?: number; productId?: number }>) =>
        failureCode(ports.orderImport.updateRows({ importId, rows }, ctx(actor)));
      expect(await save([{ rowId: row.rowId, quantity: 7 }, missing])).toBe('not_found');
      expect(await save([{ rowId: row.rowId, quantity: 7 }, { rowId: row.rowId + 1_000_000 }])).toBe('not_found');
      expect((await ports.orderImport.rows({ importId }, ctx(actor))).rows).toEqual([row]);
      await ports.orderImport.remove({ importId }, ctx(actor));
    });
  });
}
