import { describe, expect, it } from 'vitest';
import { demoShop } from '../testing/demo-shop.ts';
import { TestClient } from '../testing/test-app.ts';

const demo = demoShop();
const json = { accept: 'application/json', 'content-type': 'application/json' };
const visitor = { requestId: 'test', actor: null };

const request = (email: string, extra: object = {}) => ({
  companyName: 'Officina Bianchi S.n.c.',
  vatNumber: 'IT 01234567897',
  sdiOrPec: 'ABC1234',
  address: 'Via Roma 1, 31100 Treviso (TV)',
  contactName: 'Mario Bianchi',
  email,
  phone: '+39 0422 123456',
  ...extra,
});

const send = (client: TestClient, body: object) => client.request({ method: 'POST', url: '/registrazione', headers: json, payload: body });

async function registrationMails() {
  const { rows } = await demo.shop.app.ports.mail.outbox({ template: 'registration', pageSize: 100 }, visitor);
  return Promise.all(rows.map((row) => demo.shop.app.ports.mail.message({ id: row.id }, visitor)));
}

describe('registration requests', () => {
  it('are stored, mailed to the shop (replies to the workshop), acknowledged once to the sender, and listed for staff', async () => {
    const client = new TestClient(demo.shop.app, { remoteAddress: '10.2.0.1' });
    const sent = await send(client, request('mario.bianchi@example.com'));
    expect(sent.json()).toEqual({ ok: true, redirect: '/registrazione?inviata=1' });
    await send(client, request('mario.bianchi@example.com', { phone: '' }));
    const mails = await registrationMails();
    const toShop = mails.filter((m) => m.to[0]?.address === 'negozio@example.com');
    const toSender = mails.filter((m) => m.to[0]?.address === 'mario.bianchi@example.com');
    expect(toShop).toHaveLength(2);
    expect(toShop[0]?.replyTo).toEqual({ address: 'mario.bianchi@example.com', name: 'Mario Bianchi' });
    expect(toShop[0]?.text).toContain('01234567897');
    expect(toSender).toHaveLength(1);
    expect(toSender[0]?.text).toContain('Gentile Mario Bianchi,');

    const staff = new TestClient(demo.shop.app);
    await staff.login('staff', 'staff');
    const listed = (await staff.request({ url: '/staff/registrazioni', headers: { accept: 'application/json' } })).json();
    expect(listed.rows[0]).toMatchObject({
      companyName: 'Officina Bianchi S.n.c.',
      vatNumber: '01234567897',
      email: 'mario.bianchi@example.com',
    });
    const customer = new TestClient(demo.shop.app);
    await customer.login('demo', 'demo');
    expect((await customer.request({ url: '/staff/registrazioni', headers: { accept: 'application/json' } })).json()).toMatchObject({
      forbidden: true,
    });
  });

  it('names the field that is wrong: a VAT number failing its check digit, an e-mail address, an SDI code', async () => {
    const client = new TestClient(demo.shop.app, { remoteAddress: '10.2.0.2' });
    const vat = await send(client, request('a@example.com', { vatNumber: '01234567890' }));
    expect(vat.statusCode).toBe(400);
    expect(vat.json().message).toBe('La partita IVA non è valida: sono 11 cifre, l’ultima di controllo.');
    const email = await send(client, request('non-un-indirizzo'));
    expect(email.json().message).toBe('Scrivi un indirizzo e-mail valido, come nome@azienda.it.');
    const sdi = await send(client, request('a@example.com', { sdiOrPec: 'AB1' }));
    expect(sdi.json().message).toBe('Scrivi il codice SDI (7 lettere o cifre) o un indirizzo PEC.');
  });

  it('names the wrong field in the language the visitor chose', async () => {
    const client = new TestClient(demo.shop.app, { remoteAddress: '10.2.0.5' });
    client.setCookie('lingua', 'en');
    const email = await send(client, request('non-un-indirizzo'));
    expect([email.statusCode, email.json().message]).toEqual([400, 'Write a valid e-mail address, such as name@company.com.']);
  });

  it('keeps a line break in a company name out of the mail’s subject', async () => {
    const client = new TestClient(demo.shop.app, { remoteAddress: '10.2.0.3' });
    expect((await send(client, request('rossi@example.com', { companyName: 'Rossi\r\nBcc: vittima@example.com' }))).statusCode).toBe(200);
    const mails = (await registrationMails()).filter((m) => m.subject.includes('Rossi'));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.subject).toBe('Richiesta di registrazione di Rossi Bcc: vittima@example.com');
  });

  it('is throttled per address', async () => {
    const codes = [];
    for (let n = 0; n < 4; n += 1) {
      const client = new TestClient(demo.shop.app, { remoteAddress: `10.2.1.${n}` });
      codes.push((await send(client, request('ripetuto@example.com'))).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
