import { describe, expect, it } from 'vitest';
import type { MailTemplate } from '../ports/mail.ts';
import { ctx, failure, failureCode, type ConformanceSubject } from './subject.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let sequence = 0;
/** A message of its own (a distinct subject), to a reserved example address. */
function message(template: MailTemplate = 'contact') {
  sequence += 1;
  return {
    template,
    to: [{ address: 'officina.rossi@example.com', name: 'Officina Rossi' }],
    subject: `Conformance ${Date.now()}-${sequence}`,
    html: `<p>Messaggio di prova <a href="https://shop.example.com/x">link</a> n. ${sequence}</p>`,
    text: `Messaggio di prova n. ${sequence}\nhttps://shop.example.com/x`,
  };
}

/** What every implementation of the mail port must do. The mail goes only to reserved example addresses. */
export function mailSuite(subject: () => ConformanceSubject): void {
  describe('mail', () => {
    it('writes a message with its Message-ID and gives both parts back, listed newest first', async () => {
      const { ports } = subject();
      const input = message('order-confirmation');
      const sent = await ports.mail.send(input, ctx(null));
      expect(sent).toMatchObject({ template: 'order-confirmation', to: input.to, subject: input.subject, lastError: null });
      expect(['queued', 'sending', 'sent', 'kept']).toContain(sent.state);
      expect(sent.messageId).toMatch(/^<[^<>\s]+@[^<>\s]+>$/);
      const read = await ports.mail.message({ id: sent.id }, ctx(null));
      expect(read).toMatchObject({ id: sent.id, messageId: sent.messageId, html: input.html, text: input.text, replyTo: null });
      const page = await ports.mail.outbox({ template: 'order-confirmation', pageSize: 5 }, ctx(null));
      expect(page.rows[0]?.id).toBe(sent.id);
      expect(page.total).toBeGreaterThanOrEqual(1);
    });

    it('filters the outbox by template and by state, and pages it', async () => {
      const { ports } = subject();
      const invite = await ports.mail.send(message('invite'), ctx(null));
      await ports.mail.send(message('contact'), ctx(null));
      await ports.mail.send(message('contact'), ctx(null));
      const invites = await ports.mail.outbox({ template: 'invite' }, ctx(null));
      expect(invites.rows.every((row) => row.template === 'invite')).toBe(true);
      expect(invites.rows.map((row) => row.id)).toContain(invite.id);
      const read = await ports.mail.message({ id: invite.id }, ctx(null));
      const sameState = await ports.mail.outbox({ state: read.state, pageSize: 100 }, ctx(null));
      expect(sameState.rows.every((row) => row.state === read.state)).toBe(true);
      const first = await ports.mail.outbox({ pageSize: 1, page: 1 }, ctx(null));
      const second = await ports.mail.outbox({ pageSize: 1, page: 2 }, ctx(null));
      expect(first.total).toBeGreaterThanOrEqual(3);
      expect(second.rows[0]?.id).toBeLessThan(first.rows[0]?.id ?? 0);
    });

    it('refuses a line break in a subject or a name, and an address that is not one, writing nothing', async () => {
      const { ports } = subject();
      const before = (await ports.mail.outbox({}, ctx(null))).total;
      const injected = { ...message(), subject: 'Ordine\r\nBcc: vittima@example.com' };
      expect(await failure(ports.mail.send(injected, ctx(null)))).toEqual({ code: 'invalid', reason: 'invalid-input' });
      const name = { ...message(), to: [{ address: 'a@example.com', name: 'Rossi\nBcc: b@example.com' }] };
      expect(await failureCode(ports.mail.send(name, ctx(null)))).toBe('invalid');
      const address = { ...message(), to: [{ address: 'a@example.com>\r\nBcc: b@example.com' }] };
      expect(await failureCode(ports.mail.send(address, ctx(null)))).toBe('invalid');
      expect((await ports.mail.outbox({}, ctx(null))).total).toBe(before);
    });

    it('writes a message once per idempotency key; the same key with another message is conflict', async () => {
      const { ports } = subject();
      const key = `conformance-mail-${Date.now()}-${Math.random()}`;
      const input = message('password-recovery');
      const first = await ports.mail.send(input, ctx(null, { idempotencyKey: key }));
      const again = await ports.mail.send(input, ctx(null, { idempotencyKey: key }));
      expect(again.id).toBe(first.id);
      expect(again.messageId).toBe(first.messageId);
      expect(await failure(ports.mail.send(message('password-recovery'), ctx(null, { idempotencyKey: key })))).toEqual({
        code: 'conflict',
        reason: 'idempotency-key-reused',
      });
    });

    it('keeps the attachments of a message: listed with the message, each given back whole', async () => {
      const { ports } = subject();
      const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x10, 0x80]);
      const file = { filename: 'listino-netto.xlsx', contentType: XLSX, contentBase64: bytes.toString('base64') };
      const sent = await ports.mail.send({ ...message('price-list-request'), attachments: [file] }, ctx(null));
      const read = await ports.mail.message({ id: sent.id }, ctx(null));
      expect(read.attachments).toEqual([{ index: 0, filename: file.filename, contentType: XLSX, bytes: bytes.length }]);
      expect(await ports.mail.attachment({ id: sent.id, index: 0 }, ctx(null))).toEqual(file);
      expect(await failure(ports.mail.attachment({ id: sent.id, index: 1 }, ctx(null)))).toEqual({
        code: 'not_found',
        reason: 'mail-not-found',
      });
      const plain = await ports.mail.send(message(), ctx(null));
      expect((await ports.mail.message({ id: plain.id }, ctx(null))).attachments).toEqual([]);
      const unsafe = { ...file, filename: 'a\r\nb.xlsx' };
      expect(await failureCode(ports.mail.send({ ...message(), attachments: [unsafe] }, ctx(null)))).toBe('invalid');
    });

    it('answers not_found for a message it does not hold', async () => {
      const { ports } = subject();
      expect(await failure(ports.mail.message({ id: 2_000_000_000 }, ctx(null)))).toEqual({ code: 'not_found', reason: 'mail-not-found' });
      expect(await failureCode(ports.mail.resend({ id: 2_000_000_000 }, ctx(null)))).toBe('not_found');
    });

    it('resends only a message that is not delivered: a sent or kept one is conflict', async () => {
      const { ports } = subject();
      const sent = await ports.mail.send(message(), ctx(null));
      const { state } = await ports.mail.message({ id: sent.id }, ctx(null));
      if (state === 'sent' || state === 'kept') {
        expect(await failure(ports.mail.resend({ id: sent.id }, ctx(null)))).toEqual({ code: 'conflict', reason: 'mail-not-failed' });
      } else {
        expect((await ports.mail.resend({ id: sent.id }, ctx(null))).messageId).toBe(sent.messageId);
      }
    });
  });
}
