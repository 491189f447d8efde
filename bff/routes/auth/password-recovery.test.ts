import { describe, expect, it } from 'vitest';
import { demoShop } from '../../testing/demo-shop.ts';
import { TestClient } from '../../testing/test-app.ts';

const demo = demoShop();
const json = { accept: 'application/json', 'content-type': 'application/json' };
const poll = { timeout: 10_000, interval: 25 };
const visitor = { requestId: 'test', actor: null };

/** The recovery mails in the outbox to one address, newest first, with their parts. */
async function recoveryMails(address: string) {
  const { rows } = await demo.shop.app.ports.mail.outbox({ template: 'password-recovery', pageSize: 100 }, visitor);
  const mine = rows.filter((row) => row.to.some((to) => to.address === address));
  return Promise.all(mine.map((row) => demo.shop.app.ports.mail.message({ id: row.id }, visitor)));
}

function linkIn(text: string): URL {
  const link = /https?:\/\/\S+\/password-nuova\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no recovery link in: ${text}`);
  return new URL(link);
}

const ask = (client: TestClient, login: string) =>
  client.request({ method: 'POST', url: '/password-dimenticata', headers: json, payload: { login } });

describe('password recovery', () => {
  it('answers the same bytes for a known and an unknown user, and mails only the known one, after the reply', async () => {
    const client = new TestClient(demo.shop.app, { remoteAddress: '10.0.0.1' });
    const before = (await recoveryMails('demo2@example.com')).length;
    const known = await ask(client, 'demo2');
    const byAddress = await ask(client, 'DEMO2@example.com');
    const unknown = await ask(client, 'nessuno@example.com');
    for (const reply of [byAddress, unknown]) {
      expect(reply.statusCode).toBe(known.statusCode);
      expect(reply.body).toBe(known.body);
      expect(reply.headers['content-type']).toBe(known.headers['content-type']);
    }
    expect(known.json()).toEqual({ ok: true, redirect: '/password-dimenticata?inviata=1' });
    await expect.poll(async () => (await recoveryMails('demo2@example.com')).length, poll).toBe(before + 2);
    const [mail] = await recoveryMails('demo2@example.com');
    expect(linkIn(mail?.text ?? '').origin).toBe(demo.shop.config.SHOP_ORIGIN);
    expect(mail?.html).toContain(
      `href="${linkIn(mail?.text ?? '')
        .toString()
        .replaceAll('&', '&amp;')}"`,
    );
    expect(await recoveryMails('nessuno@example.com')).toEqual([]);
  });

  it('sets the new password from the mailed link once, ending every session of the user', async () => {
    const address = 'demo2@example.com';
    const elsewhere = new TestClient(demo.shop.app, { remoteAddress: '10.0.0.2' });
    expect((await elsewhere.login('demo2', 'demo2')).statusCode).toBe(200);
    expect((await elsewhere.principal()).username).toBe('demo2');

    const client = new TestClient(demo.shop.app, { remoteAddress: '10.0.0.3' });
    const before = (await recoveryMails(address)).length;
    await ask(client, 'demo2');
    await expect.poll(async () => (await recoveryMails(address)).length, poll).toBe(before + 1);
    const [mail] = await recoveryMails(address);
    const link = linkIn(mail?.text ?? '');
    const token = link.searchParams.get('token') ?? '';
    const page = await client.request({ url: `${link.pathname}${link.search}`, headers: { accept: 'application/json' } });
    expect(page.json()).toMatchObject({ valid: true, username: 'demo2' });

    const set = (password: string, confirm = password) =>
      client.request({ method: 'POST', url: '/password-nuova', headers: json, payload: { token, password, confirm } });
    expect((await set('corta')).json().message).toMatch(/almeno 10 caratteri/);
    expect((await set('officina-2026-nuova', 'officina-2026-altra')).json().message).toMatch(/non coincidono/);
    const done = await set('officina-2026-nuova');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true, redirect: '/login?password=cambiata' });

    expect((await elsewhere.principal()).username).toBeFalsy();
    expect((await client.login('demo2', 'demo2')).statusCode).toBe(400);
    expect((await client.login('demo2', 'officina-2026-nuova')).statusCode).toBe(200);
    // The link is used up: its page offers a new one, and it sets nothing.
    const used = await client.request({ url: `${link.pathname}${link.search}`, headers: { accept: 'application/json' } });
    expect(used.json()).toMatchObject({ valid: false });
    const again = await set('ancora-una-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/Chiedine uno nuovo/);
  });

  it('shows a forged link as one to ask again for, and the request page without JavaScript', async () => {
    const client = new TestClient(demo.shop.app);
    const forged = await client.request({ url: '/password-nuova?token=inventato', headers: { accept: 'application/json' } });
    expect(forged.json()).toMatchObject({ valid: false });
    const form = await client.request({
      method: 'POST',
      url: '/password-dimenticata',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'login=demo',
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/password-dimenticata?inviata=1');
  });

  it('is throttled like the login, per name and per client address', async () => {
    const client = new TestClient(demo.shop.app, { remoteAddress: '10.0.0.9' });
    const replies = [];
    for (let n = 0; n < 6; n += 1) replies.push((await ask(client, 'staff')).statusCode);
    expect(replies).toEqual([200, 200, 200, 200, 200, 429]);
    const other = new TestClient(demo.shop.app, { remoteAddress: '10.0.0.10' });
    expect((await ask(other, 'staff')).statusCode).toBe(429);
    expect((await ask(other, 'nessuno-ancora')).statusCode).toBe(200);
  });
});
