import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../shared/sqlite.ts';
import type { Ctx } from '../../ports/op.ts';
import { migrations } from '../migrations/index.ts';
import { mailOptionsSchema } from './mail-options.ts';
import { ReferenceMail } from './reference-mail.ts';
import { TestSmtpServer } from './test-smtp-server.ts';

const ctx: Ctx = { requestId: 'smtp-test', actor: null };
const poll = { timeout: 10_000, interval: 20 };

function message(n: number) {
  return {
    template: 'order-confirmation' as const,
    to: [{ address: 'officina.rossi@example.com', name: 'Officina Rossi' }],
    subject: `Conferma ordine ${n}`,
    html: `<p>Ordine ${n}</p><p><a href="https://shop.example.com/ordini/${n}">Vedi l'ordine</a></p>`,
    text: `Ordine ${n}\nVedi l'ordine: https://shop.example.com/ordini/${n}`,
    attachments: [],
  };
}

describe('mail delivery through a real SMTP server', () => {
  let dir: string;
  let db: Database;
  let smtp: TestSmtpServer;
  const opened: ReferenceMail[] = [];
  const databases: Database[] = [];

  /** One process's outbox and sender; quick retries so a test does not wait for the shop's real backoff. */
  const outbox = (): ReferenceMail => {
    const own = openDatabase(join(dir, 'reference.sqlite'), migrations);
    databases.push(own);
    const options = { smtpUrl: smtp.url, from: { address: 'ordini@shop.example.com', name: 'Ricambi Shop' } };
    const mail = new ReferenceMail({ db: own }, mailOptionsSchema.parse({ ...options, retryBaseMs: 50, retryMaxMs: 200, pollMs: 50 }));
    opened.push(mail);
    return mail;
  };
  const arrived = (messageId: string) => smtp.received.filter((m) => m.messageId === messageId);

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mail-smtp-'));
    db = openDatabase(join(dir, 'reference.sqlite'), migrations);
    smtp = new TestSmtpServer();
    await smtp.start();
  });
  afterEach(async () => {
    for (const mail of opened.splice(0)) mail.close();
    for (const own of databases.splice(0)) own.close();
    db.close();
    await smtp.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the message with its headers, both parts and links, and records it sent', async () => {
    const mail = outbox();
    const queued = await mail.send(message(1), ctx);
    expect(queued.state).toBe('queued');
    await expect.poll(() => arrived(queued.messageId).length, poll).toBe(1);
    const [got] = arrived(queued.messageId);
    expect(got?.from?.value).toEqual([{ address: 'ordini@shop.example.com', name: 'Ricambi Shop' }]);
    expect(got?.to && !Array.isArray(got.to) ? got.to.value : []).toEqual([
      { address: 'officina.rossi@example.com', name: 'Officina Rossi' },
    ]);
    expect(got?.subject).toBe('Conferma ordine 1');
    expect(got?.text).toContain('https://shop.example.com/ordini/1');
    expect(got?.html).toContain('<a href="https://shop.example.com/ordini/1">');
    await expect.poll(async () => (await mail.message({ id: queued.id })).state, poll).toBe('sent');
  });

  it('sends the attachment of a message whole, with its name and type', async () => {
    const mail = outbox();
    const bytes = Buffer.from('PK\u0003\u0004 listino di prova');
    const contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const file = { filename: 'listino-netto-BRE.xlsx', contentType, contentBase64: bytes.toString('base64') };
    const queued = await mail.send({ ...message(3), attachments: [file] }, ctx);
    await expect.poll(() => arrived(queued.messageId).length, poll).toBe(1);
    const [got] = arrived(queued.messageId);
    expect(got?.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content }))).toEqual([
      { filename: file.filename, contentType, content: bytes },
    ]);
  });

  it('keeps a mail while the server is down and delivers it, with the same Message-ID, when it is back', async () => {
    const mail = outbox();
    const first = await mail.send(message(1), ctx);
    await expect.poll(() => arrived(first.messageId).length, poll).toBe(1);
    await smtp.stop();
    const waiting = await mail.send(message(2), ctx);
    await expect.poll(async () => (await mail.message({ id: waiting.id })).lastError, poll).not.toBeNull();
    const meanwhile = await mail.message({ id: waiting.id });
    expect(['queued', 'sending']).toContain(meanwhile.state);
    await smtp.start();
    await expect.poll(() => arrived(waiting.messageId).length, poll).toBeGreaterThanOrEqual(1);
    // The server has the mail before the sender hears its 250 and records it sent.
    await expect.poll(async () => (await mail.message({ id: waiting.id })).state, poll).toBe('sent');
    const done = await mail.message({ id: waiting.id });
    expect(done).toMatchObject({ state: 'sent', messageId: waiting.messageId, lastError: null });
    expect(done.attempts).toBeGreaterThan(1);
  });

  it('marks a mail the server refuses for good failed at once; resent, it goes with the same Message-ID', async () => {
    const mail = outbox();
    smtp.refuse = () => 550;
    const refused = await mail.send(message(3), ctx);
    await expect.poll(async () => (await mail.message({ id: refused.id })).state, poll).toBe('failed');
    const failed = await mail.message({ id: refused.id });
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('550');
    smtp.refuse = () => null;
    await mail.resend({ id: refused.id });
    await expect.poll(() => arrived(refused.messageId).length, poll).toBe(1);
    await expect.poll(async () => (await mail.message({ id: refused.id })).state, poll).toBe('sent');
  });

  it('never sends one mail twice when two processes share the outbox', async () => {
    const [one, two] = [outbox(), outbox()];
    const sent = [];
    for (let n = 0; n < 30; n += 1) sent.push(await (n % 2 ? one : two).send(message(n), ctx));
    await expect.poll(() => smtp.received.length, poll).toBe(30);
    expect(new Set(smtp.received.map((m) => m.messageId))).toEqual(new Set(sent.map((s) => s.messageId)));
    await expect.poll(async () => (await one.outbox({ page: 1, pageSize: 100, state: 'sent' })).total, poll).toBe(30);
  });
});
