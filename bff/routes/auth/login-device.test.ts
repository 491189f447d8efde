import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../adapters/ports/reasons.ts';
import { DEVICE_COOKIE } from '../../../shared/device-cookie.ts';
import { demoShop } from '../../testing/demo-shop.ts';
import { TestClient } from '../../testing/test-app.ts';

// The shop's clock, moved on two days before each test: no lockout, failure or lockout ladder of one test reaches
// the next, though they share one shop and its three accounts with a password.
let now = Date.now();
const demo = demoShop({}, { clock: () => new Date(now) });
beforeEach(() => {
  now += 2 * 24 * 3600_000;
});

const app = () => demo.shop.app;
const browser = (remoteAddress: string) => new TestClient(app(), { remoteAddress });
const deviceCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === DEVICE_COOKIE);

/** A stranger's browser (no device cookie) fails on `username` until the account is locked out: the 429. */
async function lockOut(username: string, remoteAddress: string): Promise<LightMyRequestResponse> {
  const stranger = browser(remoteAddress);
  for (let i = 0; i < 5; i++) expect((await stranger.login(username, `sbagliata-${i}`)).statusCode).toBe(400);
  const locked = await stranger.login(username, 'sbagliata-5');
  expect(locked.statusCode).toBe(429);
  return locked;
}

describe('login throttle with device cookies', () => {
  it('lets the real user in past a stranger’s 50 wrong passwords from the same address, after they logged out', async () => {
    const address = '10.7.0.1';
    const user = browser(address);
    expect((await user.login('demo', 'demo')).statusCode).toBe(200);
    expect((await user.send('POST', '/logout')).statusCode).toBeLessThan(400);
    expect((await user.principal()).authenticated).toBe(false);

    // Every other guess names another username, so both the account and the address are locked out.
    const stranger = browser(address);
    const replies: LightMyRequestResponse[] = [];
    for (let i = 0; i < 50; i++) replies.push(await stranger.login(i % 2 ? `guess-${i}` : 'demo', `sbagliata-${i}`));
    const onDemo = replies.filter((_, i) => i % 2 === 0).map((r) => r.statusCode);
    expect(onDemo).toEqual([...Array<number>(5).fill(400), ...Array<number>(20).fill(429)]);
    expect(replies.find((r) => r.statusCode === 429)?.headers['retry-after']).toBe('60');
    // The address's 21st failure locks it out (the account's sixth, answered 429, was one of them): the other
    // usernames are refused from there on too.
    expect(replies.filter((r) => r.statusCode === 400)).toHaveLength(19);
    expect(replies.slice(-10).every((r) => r.statusCode === 429)).toBe(true);
    expect(replies[49]?.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(replies[49]?.json().message).toBe('Troppi tentativi di accesso non riusciti. Riprova tra 1 minuto.');
    // The lockouts hold for anyone without the cookie: the account from elsewhere, another account from here.
    expect((await browser('10.7.0.2').login('demo', 'demo')).statusCode).toBe(429);
    expect((await browser(address).login('staff', 'staff')).statusCode).toBe(429);

    const back = await user.login('demo', 'demo');
    expect(back.statusCode).toBe(200);
    expect((await user.principal()).username).toBe('demo');
  });

  it('sets the cookie for a year, HttpOnly, SameSite=Strict, for the login path; rotates it at each login and keeps it at logout', async () => {
    const user = browser('10.7.1.1');
    const first = deviceCookie(await user.login('demo', 'demo'));
    expect(first).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/login', maxAge: 365 * 24 * 3600 });
    expect(first?.secure).toBeFalsy();
    const logout = await user.send('POST', '/logout');
    expect(deviceCookie(logout)).toBeUndefined();
    expect(user.hasCookie(DEVICE_COOKIE)).toBe(true);
    const second = deviceCookie(await user.login('demo', 'demo'));
    expect(second?.value).toBeTruthy();
    expect(second?.value).not.toBe(first?.value);
    // A failed login sets none.
    expect(deviceCookie(await browser('10.7.1.2').login('demo', 'sbagliata'))).toBeUndefined();
  });

  it('answers an unknown username exactly as a known one, and locks both out for 1 minute, then 5, then 15', async () => {
    const known = browser('10.7.2.1');
    const unknown = browser('10.7.2.2');
    const lockouts: [string, string][] = [];
    for (const round of [1, 2, 3]) {
      for (let i = 0; i < 6; i++) {
        const a = await known.login('staff', `sbagliata-${round}-${i}`);
        const b = await unknown.login('nessuno-qui', `sbagliata-${round}-${i}`);
        expect(a.statusCode).toBe(i < 5 ? 400 : 429);
        expect(b.statusCode).toBe(a.statusCode);
        expect(b.body).toBe(a.body);
        expect(b.headers['content-type']).toBe(a.headers['content-type']);
        expect(b.headers['retry-after']).toBe(a.headers['retry-after']);
        if (i === 5) lockouts.push([String(a.headers['retry-after']), a.json().message]);
      }
      // Refused at once while it lasts, the right password too; free once it is over.
      const wait = Number(lockouts.at(-1)?.[0]);
      now += (wait - 1) * 1000;
      expect((await known.login('staff', 'staff')).headers['retry-after']).toBe('1');
      now += 1000;
    }
    expect(lockouts).toEqual([
      ['60', 'Troppi tentativi di accesso non riusciti. Riprova tra 1 minuto.'],
      ['300', 'Troppi tentativi di accesso non riusciti. Riprova tra 5 minuti.'],
      ['900', 'Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti.'],
    ]);
  });

  it('does not let a forged cookie, or one of another username, past a lockout', async () => {
    const staffBrowser = browser('10.7.3.1');
    const staffCookie = deviceCookie(await staffBrowser.login('staff', 'staff'))?.value ?? '';
    const demoBrowser = browser('10.7.3.2');
    expect((await demoBrowser.login('demo', 'demo')).statusCode).toBe(200);
    await lockOut('demo', '10.7.3.9');

    // Control: demo's own cookie vouches (a wrong password is a plain 400, judged by the cookie's own count).
    expect((await demoBrowser.login('demo', 'sbagliata')).statusCode).toBe(400);
    expect((await staffBrowser.login('demo', 'demo')).statusCode).toBe(429);
    // staff's cookie with demo's name written in, under staff's signature.
    const [version, name, ...rest] = staffCookie.split('.');
    expect(Buffer.from(name ?? '', 'base64url').toString()).toBe('staff');
    const forged = browser('10.7.3.3');
    forged.setCookie(DEVICE_COOKIE, [version, Buffer.from('demo').toString('base64url'), ...rest].join('.'));
    expect((await forged.login('demo', 'demo')).statusCode).toBe(429);
  });

  it('judges a stolen cookie by its own count: five wrong passwords, then it is a stranger', async () => {
    const user = browser('10.7.4.1');
    const stolen = deviceCookie(await user.login('demo', 'demo'))?.value ?? '';
    await lockOut('demo', '10.7.4.9');
    const thief = browser('10.7.4.66');
    thief.setCookie(DEVICE_COOKIE, stolen);
    for (let i = 0; i < 5; i++) expect((await thief.login('demo', `indovino-${i}`)).statusCode).toBe(400);
    const refused = await thief.login('demo', 'demo');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  });

  it('gives a stolen cookie no more than its five guesses when they are sent all at once', async () => {
    const user = browser('10.7.7.1');
    const stolen = deviceCookie(await user.login('staff', 'staff'))?.value ?? '';
    await lockOut('staff', '10.7.7.9');
    const guesses = Array.from({ length: 20 }, (_, i) => {
      const thief = browser(`10.7.7.${100 + i}`);
      thief.setCookie(DEVICE_COOKIE, stolen);
      return thief.login('staff', `indovino-${i}`);
    });
    const statuses = (await Promise.all(guesses)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('counts nothing against the account or the address when the ERP could not check the password', async () => {
    const erp = vi.spyOn(app().ports.accounts, 'login').mockRejectedValue(fail('upstream-busy'));
    try {
      for (let i = 0; i < 25; i++) expect((await browser('10.7.9.1').login('staff', `x-${i}`)).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      erp.mockRestore();
    }
    await lockOut('staff', '10.7.9.1');
  });

  it('leaves the strangers’ count of the account alone when the cookie’s browser logs in', async () => {
    const user = browser('10.7.5.1');
    expect((await user.login('staff', 'staff')).statusCode).toBe(200);
    const stranger = browser('10.7.5.9');
    for (let i = 0; i < 5; i++) expect((await stranger.login('staff', `sbagliata-${i}`)).statusCode).toBe(400);
    expect((await user.login('staff', 'staff')).statusCode).toBe(200);
    expect((await stranger.login('staff', 'sbagliata-5')).statusCode).toBe(429);
  });

  it('voids the device cookies of a user whose password was changed', async () => {
    const user = browser('10.7.6.1');
    expect((await user.login('demo2', 'demo2')).statusCode).toBe(200);
    await lockOut('demo2', '10.7.6.9');
    expect((await user.login('demo2', 'sbagliata')).statusCode).toBe(400);

    const started = await app().ports.accounts.startPasswordRecovery({ login: 'demo2' }, { requestId: 'test', actor: null });
    const password = 'officina-2026-dispositivo';
    const changed = await browser('10.7.6.2').request({
      method: 'POST',
      url: '/password-nuova',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      payload: { token: started?.token, password, confirm: password },
    });
    expect(changed.statusCode).toBe(200);

    // The account is still locked out for strangers, and the old cookie no longer vouches, the new password or not.
    const refused = await user.login('demo2', password);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    // Once the lockout is over, the new password logs in and brings a cookie that vouches again.
    now += 15 * 60_000;
    expect((await user.login('demo2', password)).statusCode).toBe(200);
    await lockOut('demo2', '10.7.6.9');
    expect((await user.login('demo2', password)).statusCode).toBe(200);
  });
});
