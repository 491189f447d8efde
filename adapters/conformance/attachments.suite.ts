import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../ports/attachments.ts';
import { BROKEN_ZIP_BYTES, EXE_BYTES, PDF_BYTES, PNG_BYTES, pngOfSize, TEXT_BYTES } from '../../shared/testing/sample-files.ts';
import { ctx, failureCode, loggedInActor, type ConformanceSubject } from './subject.ts';

/** What every implementation of the attachments port must do. */
export function attachmentsSuite(subject: () => ConformanceSubject): void {
  describe('attachments', () => {
    const actorFor = (who: { username: string; password: string }) => loggedInActor(subject(), who);
    /** A customer's own open cart, through the carts port: the suite needs no cart of its own in the fixture. */
    const cartOf = async (who: { username: string; password: string }) => {
      const actor = await actorFor(who);
      const cart = await subject().ports.carts.active({}, ctx(actor));
      return { actor, cartId: cart.cartId };
    };
    const base64 = (bytes: Buffer) => bytes.toString('base64');

    it('stores a file, lists it and gives its bytes back', async () => {
      const { ports, fixture } = subject();
      const { actor, cartId } = await cartOf(fixture.customer);
      const before = await ports.attachments.list({ cartId }, ctx(actor));
      const stored = await ports.attachments.add(
        { cartId, filename: 'C:\\fakepath\\Libretto di circolazione – Però.pdf', contentBase64: base64(PDF_BYTES) },
        ctx(actor),
      );
      expect(stored).toMatchObject({
        filename: 'Libretto di circolazione – Però.pdf',
        contentType: 'application/pdf',
        size: PDF_BYTES.length,
      });
      const photo = await ports.attachments.add({ cartId, filename: 'danno.png', contentBase64: base64(PNG_BYTES) }, ctx(actor));
      const list = await ports.attachments.list({ cartId }, ctx(actor));
      expect(list).toEqual([...before, stored, photo]);
      const content = await ports.attachments.content({ cartId, attachmentId: photo.id }, ctx(actor));
      expect(content).toEqual({ filename: 'danno.png', contentType: 'image/png', contentBase64: base64(PNG_BYTES) });
      // Runs against an integrator's ERP too: leave the cart below its file limit for the next run.
      for (const { id } of [stored, photo]) await ports.attachments.remove({ cartId, attachmentId: id }, ctx(actor));
    });

    it('keeps each customer to their own files: another customer gets not_found, and nothing changes', async () => {
      const { ports, fixture } = subject();
      const mine = await cartOf(fixture.customer);
      const other = await actorFor(fixture.otherCustomer);
      const stored = await ports.attachments.add(
        { cartId: mine.cartId, filename: 'a.png', contentBase64: base64(PNG_BYTES) },
        ctx(mine.actor),
      );
      const ref = { cartId: mine.cartId, attachmentId: stored.id };
      expect(await failureCode(ports.attachments.list({ cartId: mine.cartId }, ctx(other)))).toBe('not_found');
      expect(await failureCode(ports.attachments.content(ref, ctx(other)))).toBe('not_found');
      expect(await failureCode(ports.attachments.remove(ref, ctx(other)))).toBe('not_found');
      const add = ports.attachments.add({ cartId: mine.cartId, filename: 'b.png', contentBase64: base64(PNG_BYTES) }, ctx(other));
      expect(await failureCode(add)).toBe('not_found');
      // Their own cart with my file's id: still not theirs to read; removing it is a no-op.
      const theirs = await cartOf(fixture.otherCustomer);
      const crossed = { cartId: theirs.cartId, attachmentId: stored.id };
      expect(await failureCode(ports.attachments.content(crossed, ctx(other)))).toBe('not_found');
      expect(await ports.attachments.remove(crossed, ctx(other))).toEqual({ removed: true });
      expect((await ports.attachments.list({ cartId: mine.cartId }, ctx(mine.actor))).map((a) => a.id)).toContain(stored.id);
      await ports.attachments.remove(ref, ctx(mine.actor));
    });

    it('refuses empty and too big files and types it does not accept, whatever their name', async () => {
      const { ports, fixture } = subject();
      const { actor, cartId } = await cartOf(fixture.customer);
      const before = await ports.attachments.list({ cartId }, ctx(actor));
      const add = (filename: string, bytes: Buffer) =>
        failureCode(ports.attachments.add({ cartId, filename, contentBase64: base64(bytes) }, ctx(actor)));
      expect(await add('vuoto.pdf', Buffer.alloc(0))).toBe('invalid');
      expect(await add('grande.png', pngOfSize(MAX_ATTACHMENT_BYTES + 1))).toBe('invalid');
      expect(await add('preventivo.pdf', EXE_BYTES)).toBe('invalid');
      expect(await add('preventivo.pdf', TEXT_BYTES)).toBe('invalid');
      expect(await add('listino.xlsx', BROKEN_ZIP_BYTES)).toBe('invalid');
      expect(await ports.attachments.list({ cartId }, ctx(actor))).toEqual(before);
    });

    it('removes a file idempotently', async () => {
      const { ports, fixture } = subject();
      const { actor, cartId } = await cartOf(fixture.customer);
      const stored = await ports.attachments.add({ cartId, filename: 'x.png', contentBase64: base64(PNG_BYTES) }, ctx(actor));
      const ref = { cartId, attachmentId: stored.id };
      expect(await ports.attachments.remove(ref, ctx(actor))).toEqual({ removed: true });
      expect(await ports.attachments.remove(ref, ctx(actor))).toEqual({ removed: true });
      expect((await ports.attachments.list({ cartId }, ctx(actor))).map((a) => a.id)).not.toContain(stored.id);
      expect(await failureCode(ports.attachments.content(ref, ctx(actor)))).toBe('not_found');
    });

    it('refuses visitors', async () => {
      const { ports, fixture } = subject();
      const { cartId } = await cartOf(fixture.customer);
      expect(await failureCode(ports.attachments.list({ cartId }, ctx(null)))).toBe('forbidden');
      expect(await failureCode(ports.attachments.add({ cartId, filename: 'a.png', contentBase64: base64(PNG_BYTES) }, ctx(null)))).toBe(
        'forbidden',
      );
    });
  });
}
