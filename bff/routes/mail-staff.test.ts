import { describe, expect, it } from 'vitest';
import { mailTemplates } from '../../adapters/ports/mail.ts';
import { demoShop } from '../testing/demo-shop.ts';
import { TestClient } from '../testing/test-app.ts';

const demo = demoShop();
const json = { accept: 'application/json' };

async function staffClient(address = '10.1.0.1') {
  const client = new TestClient(demo.shop.app, { remoteAddress: address });
  await client.login('staff', 'staff');
  return client;
}

describe('the staff’s mail pages', () => {
  it('are refused to a visitor (401) and to a customer (403), and their pages say so', async () => {
    const visitor = new TestClient(demo.shop.app);
    expect((await visitor.send('POST', '/staff/posta/prova', { template: 'contact' })).statusCode).toBe(401);
    const customer = new TestClient(demo.shop.app);
    await customer.login('demo', 'demo');
    expect((await customer.send('POST', '/staff/posta/prova', { template: 'contact' })).statusCode).toBe(403);
    expect((await customer.send('POST', '/staff/posta/1/reinvia', {})).statusCode).toBe(403);
    expect((await customer.request({ url: '/staff/posta/1/anteprima' })).statusCode).toBe(403);
    for (const url of ['/staff/posta', '/staff/posta/prova']) {
      expect((await customer.request({ url, headers: json })).json()).toMatchObject({ forbidden: true });
      expect((await visitor.request({ url, headers: json })).json()).toMatchObject({ forbidden: true });
    }
  });

  it('send each template to the staff member’s own address, listed in the outbox, filtered and previewed', async () => {
    const staff = await staffClient();
    expect((await staff.request({ url: '/staff/posta/prova', headers: json })).json()).toEqual({
      templates: [...mailTemplates],
      email: 'staff@example.com',
    });
    for (const template of mailTemplates) {
      const sent = await staff.send('POST', '/staff/posta/prova', { template });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ ok: true, to: 'staff@example.com' });
    }
    const outbox = (await staff.request({ url: '/staff/posta', headers: json })).json();
    const mine = outbox.rows.filter((row: { to: string }) => row.to === 'staff@example.com');
    expect(new Set(mine.map((row: { template: string }) => row.template))).toEqual(new Set(mailTemplates));
    expect(mine.every((row: { state: string }) => row.state === 'kept')).toBe(true);

    const invites = (await staff.request({ url: '/staff/posta?modello=invite', headers: json })).json();
    expect(invites.rows.length).toBeGreaterThan(0);
    expect(invites.rows.every((row: { template: string }) => row.template === 'invite')).toBe(true);
    const failed = (await staff.request({ url: '/staff/posta?stato=failed', headers: json })).json();
    expect(failed.rows).toEqual([]);

    const invite = invites.rows[0];
    const previewed = (await staff.request({ url: `/staff/posta?modello=invite&messaggio=${invite.id}`, headers: json })).json();
    expect(previewed.preview.text).toContain(`${demo.shop.config.SHOP_ORIGIN}/password-nuova?token=`);
    const html = await staff.request({ url: `/staff/posta/${invite.id}/anteprima` });
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(html.body).toContain('Ricambi Italia S.p.A.');
  });

  it('resends only a failed mail: one kept in the outbox is refused with the reason', async () => {
    const staff = await staffClient('10.1.0.2');
    await staff.send('POST', '/staff/posta/prova', { template: 'contact' });
    const [latest] = (await staff.request({ url: '/staff/posta?modello=contact', headers: json })).json().rows;
    const resent = await staff.send('POST', `/staff/posta/${latest.id}/reinvia`, {});
    expect(resent.statusCode).toBe(409);
    expect(resent.json().message).toBe('Il messaggio non è fallito: non serve inviarlo di nuovo.');
    expect((await staff.send('POST', '/staff/posta/999999/reinvia', {})).statusCode).toBe(404);
  });

  it('throttles the test mails of one staff member', async () => {
    const staff = await staffClient('10.1.0.3');
    const codes = [];
    for (let n = 0; n < 31; n += 1) codes.push((await staff.send('POST', '/staff/posta/prova', { template: 'contact' })).statusCode);
    // The earlier tests of this file sent some already: the limit is reached within these.
    expect(codes).toContain(429);
    expect(codes.indexOf(429)).toBeGreaterThan(10);
  });
});
