import { describe, expect, it } from 'vitest';
import { demoShop } from '../testing/demo-shop.ts';
import { TestClient } from '../testing/test-app.ts';

const demo = demoShop();
const json = { accept: 'application/json', 'content-type': 'application/json' };
const visitor = { requestId: 'test', actor: null };

describe('staff invite a user for a customer', () => {
  it('mails the invitation, whose link sets the password the new user logs in with', async () => {
    const staff = new TestClient(demo.shop.app);
    await staff.login('staff', 'staff');
    const sent = await staff.send('POST', '/staff/invita', {
      customerCode: 'c000001',
      name: 'Giulia Verdi',
      email: 'giulia.verdi@example.com',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ ok: true, username: 'giulia.verdi', companyName: demo.fixture.customer.companyName });

    const { rows } = await demo.shop.app.ports.mail.outbox({ template: 'invite' }, visitor);
    const invite = rows.find((row) => row.to[0]?.address === 'giulia.verdi@example.com');
    expect(invite?.to).toEqual([{ address: 'giulia.verdi@example.com', name: 'Giulia Verdi' }]);
    const { text } = await demo.shop.app.ports.mail.message({ id: invite?.id ?? 0 }, visitor);
    expect(text).toContain('Gentile Giulia Verdi,');
    expect(text).toContain('Il tuo nome utente è giulia.verdi');
    const link = new URL(/https?:\/\/\S+\/password-nuova\?token=[\w-]+/.exec(text)?.[0] ?? '');
    expect(link.origin).toBe(demo.shop.config.SHOP_ORIGIN);

    const newcomer = new TestClient(demo.shop.app);
    const page = await newcomer.request({ url: `${link.pathname}${link.search}`, headers: { accept: 'application/json' } });
    expect(page.json()).toMatchObject({ valid: true, username: 'giulia.verdi' });
    const password = 'officina-verdi-2026';
    const set = await newcomer.request({
      method: 'POST',
      url: '/password-nuova',
      headers: json,
      payload: { token: link.searchParams.get('token'), password, confirm: password },
    });
    expect(set.statusCode).toBe(200);
    expect((await newcomer.login('giulia.verdi', password)).statusCode).toBe(200);
    expect((await newcomer.principal()).companyName).toBe(demo.fixture.customer.companyName);
  });

  it('says why an invitation cannot go: an address taken, an unknown customer, a bad address', async () => {
    const staff = new TestClient(demo.shop.app);
    await staff.login('staff', 'staff');
    const taken = await staff.send('POST', '/staff/invita', { customerCode: 'C000001', name: 'Demo', email: 'demo@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Un altro utente ha già questo indirizzo e-mail.');
    const unknown = await staff.send('POST', '/staff/invita', {
      customerCode: 'ZZZ999',
      name: 'Nessuno',
      email: 'nessuno.nuovo@example.com',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Cliente non trovato: controlla il codice cliente.');
    const bad = await staff.send('POST', '/staff/invita', { customerCode: 'C000001', name: 'Rossi', email: 'rossi\r\nBcc: x@example.com' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Scrivi un indirizzo e-mail valido');
    // A staff page in English gets the field's message in English (worded when the check fails).
    const english = await staff.send(
      'POST',
      '/staff/invita',
      { customerCode: 'C000001', name: ' ', email: 'x@example.com' },
      { 'x-shop-language': 'en' },
    );
    expect([english.statusCode, english.json().message]).toEqual([400, 'Write the name of the person to invite.']);
  });

  it('is refused to a visitor (401) and to a customer (403)', async () => {
    const body = { customerCode: 'C000001', name: 'X', email: 'x.nuovo@example.com' };
    expect((await new TestClient(demo.shop.app).send('POST', '/staff/invita', body)).statusCode).toBe(401);
    const customer = new TestClient(demo.shop.app);
    await customer.login('demo', 'demo');
    expect((await customer.send('POST', '/staff/invita', body)).statusCode).toBe(403);
    expect((await customer.request({ url: '/staff/invita', headers: { accept: 'application/json' } })).json()).toMatchObject({
      forbidden: true,
    });
  });
});
