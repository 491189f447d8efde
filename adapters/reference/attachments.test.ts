import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, TEXT_BYTES } from '../../shared/testing/sample-files.ts';
import { MAX_ATTACHMENTS_PER_CART } from '../ports/attachments.ts';
import type { Actor } from '../ports/op.ts';
import { isPortError } from '../ports/port-error.ts';
import { ctxOf, openTestReference, type TestReference } from './test-helpers.ts';

let ref: TestReference;
let actor: Actor;
beforeAll(async () => {
  ref = openTestReference();
  const account = await ref.checked.accounts.login(ref.fixture.customer, ctxOf(null));
  actor = { userId: account.userId, customerId: account.customerId };
});
afterAll(() => ref.cleanup());

const png = { filename: 'foto.png', contentBase64: PNG_BYTES.toString('base64') };
async function codeOf(call: Promise<unknown>): Promise<string> {
  return call.then(
    () => 'ok',
    (error: unknown) => (isPortError(error) ? error.code : String(error)),
  );
}
/** A new open cart of the actor's customer, straight in the database (the carts port reuses the active one). */
function newCart(status: 'open' | 'ordered' = 'open'): number {
  const now = new Date().toISOString();
  const sql = 'INSERT INTO carts (customer_id, user_id, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?)';
  return Number(ref.db.prepare(sql).run(actor.customerId, actor.userId, status, now, now).lastInsertRowid);
}

describe('reference attachments', () => {
  it(`holds at most ${MAX_ATTACHMENTS_PER_CART} files per cart`, async () => {
    const cartId = newCart();
    for (let i = 0; i < MAX_ATTACHMENTS_PER_CART; i++) await ref.checked.attachments.add({ cartId, ...png }, ctxOf(actor));
    expect(await codeOf(ref.checked.attachments.add({ cartId, ...png }, ctxOf(actor)))).toBe('invalid');
    const [first] = await ref.checked.attachments.list({ cartId }, ctxOf(actor));
    await ref.checked.attachments.remove({ cartId, attachmentId: first!.id }, ctxOf(actor));
    expect(await codeOf(ref.checked.attachments.add({ cartId, ...png }, ctxOf(actor)))).toBe('ok');
  });

  it('shows an ordered cart’s files but changes them no more', async () => {
    const cartId = newCart();
    const stored = await ref.checked.attachments.add({ cartId, ...png }, ctxOf(actor));
    ref.db.prepare("UPDATE carts SET status = 'ordered' WHERE id = ?").run(cartId);
    expect(await ref.checked.attachments.list({ cartId }, ctxOf(actor))).toEqual([stored]);
    expect(await codeOf(ref.checked.attachments.content({ cartId, attachmentId: stored.id }, ctxOf(actor)))).toBe('ok');
    expect(await codeOf(ref.checked.attachments.add({ cartId, ...png }, ctxOf(actor)))).toBe('conflict');
    expect(await codeOf(ref.checked.attachments.remove({ cartId, attachmentId: stored.id }, ctxOf(actor)))).toBe('conflict');
  });

  it('keeps the sniffed type, never the name’s, and stores nothing it refuses', async () => {
    const cartId = newCart();
    const photo = await ref.checked.attachments.add({ cartId, filename: 'foto.pdf', contentBase64: png.contentBase64 }, ctxOf(actor));
    expect(photo.contentType).toBe('image/png');
    const text = { cartId, filename: 'nota.png', contentBase64: TEXT_BYTES.toString('base64') };
    expect(await codeOf(ref.checked.attachments.add(text, ctxOf(actor)))).toBe('invalid');
    expect(await codeOf(ref.checked.attachments.add({ cartId, filename: 'x.png', contentBase64: 'non è base64!' }, ctxOf(actor)))).toBe(
      'invalid',
    );
    const rows = ref.db.prepare('SELECT count(*) FROM cart_attachments WHERE cart_id = ?').pluck().get(cartId);
    expect(rows).toBe(1);
  });

  it('goes with its cart when the cart is deleted', async () => {
    const cartId = newCart();
    await ref.checked.attachments.add({ cartId, ...png }, ctxOf(actor));
    ref.db.prepare('DELETE FROM carts WHERE id = ?').run(cartId);
    expect(ref.db.prepare('SELECT count(*) FROM cart_attachments WHERE cart_id = ?').pluck().get(cartId)).toBe(0);
  });
});
