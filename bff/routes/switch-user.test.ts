import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('switch user', () => {
  it('pages customers and users for staff, companyName ascending by default', async () => {
    const staff = new TestClient(shop.app);
    await staff.login('staff', 'staff');
    const res = await staff.send('POST', '/login-as/select-customer/page', { page: 1, pageSize: 10 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rows).toHaveLength(10);
    expect(body.total).toBeGreaterThan(10);
    expect(body.rows[0]).toHaveProperty('vatIdentificationNumber');
    const users = await staff.send('POST', '/login-as/select-user/page', { q: 'demo', pageSize: 100 });
    expect(users.json().rows.map((r: { username: string }) => r.username)).toContain('demo');
  });

  it("sorts by and shows the customer code and agent columns under SPEC's names", async () => {
    const staff = new TestClient(shop.app);
    await staff.login('staff', 'staff');
    const byCode = await staff.send('POST', '/login-as/select-customer/page', { sort: 'cdclieM', dir: 'desc', pageSize: 10 });
    expect(byCode.statusCode).toBe(200);
    const codes = byCode.json().rows.map((r: { cdclieM: string }) => r.cdclieM);
    expect(codes).toHaveLength(10);
    expect(codes).toEqual([...codes].sort().reverse());
    const users = await staff.send('POST', '/login-as/select-user/page', { q: 'C000001', sort: 'dsagen', pageSize: 5 });
    expect(users.json().rows).toEqual([
      expect.objectContaining({ username: 'demo', cdclieM: 'C000001', dsagen: 'Marco Zanin' }),
      expect.objectContaining({ username: 'demo.magazzino', cdclieM: 'C000001', dsagen: 'Marco Zanin' }),
    ]);
  });

  it('refuses page numbers written other than in plain digits', async () => {
    const staff = new TestClient(shop.app);
    await staff.login('staff', 'staff');
    for (const body of [{ page: '0x2' }, { page: '1e1' }, { page: [2] }, { page: true }, { pageSize: ' 5 ' }, { pageSize: '5.0' }]) {
      const res = await staff.send('POST', '/login-as/select-customer/page', body);
      expect([body, res.statusCode]).toEqual([body, 400]);
    }
    const ok = await staff.send('POST', '/login-as/select-user/page', { page: '2', pageSize: 5 });
    expect(ok.json()).toMatchObject({ page: 2, pageSize: 5 });
  });

  it('refuses the tables to a trade customer', async () => {
    const customer = new TestClient(shop.app);
    await customer.login('demo', 'demo');
    expect((await customer.send('POST', '/login-as/select-customer/page', {})).statusCode).toBe(403);
  });

  it('acts as the chosen user, with a new session id, and comes back', async () => {
    const staff = new TestClient(shop.app);
    await staff.login('staff', 'staff');
    const before = await staff.principal();
    const denied = await staff.request({ url: '/login/impersonate?j_username=demo' });
    expect(denied.statusCode).toBe(403);
    const res = await staff.request({
      url: `/login/impersonate?j_username=demo&csrfToken=${before.csrfToken}`,
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(303);
    const as = await staff.principal();
    expect(as).toMatchObject({
      authenticated: true,
      username: 'demo',
      companyName: 'Autoricambi Demo S.r.l.',
      impersonatorUsername: 'staff',
    });
    expect(as.csrfToken).not.toBe(before.csrfToken);
    expect(as.stateVersionToken).not.toBe(before.stateVersionToken);
    const back = await staff.send('POST', '/logout/impersonate');
    expect(back.json()).toEqual({ ok: true, redirect: '/cambia-utente' });
    expect(await staff.principal()).toMatchObject({ username: 'staff', impersonatorUsername: null });
  });

  it('comes back to the switch-user list the staff member chose from, with its filter', async () => {
    const backFrom = async (back: string | null) => {
      const staff = new TestClient(shop.app);
      await staff.login('staff', 'staff');
      const { csrfToken } = await staff.principal();
      const query = new URLSearchParams({ j_username: 'demo', csrfToken, ...(back === null ? {} : { back }) });
      expect((await staff.request({ url: `/login/impersonate?${query}`, headers: { accept: 'text/html' } })).statusCode).toBe(303);
      return (await staff.send('POST', '/logout/impersonate')).json().redirect;
    };
    expect(await backFrom('/cambia-utente?userType=user&q=demo')).toBe('/cambia-utente?userType=user&q=demo');
    expect(await backFrom(null)).toBe('/cambia-utente');
    // Only the switch-user list: any other place (another site, another page) is the list without a filter.
    for (const elsewhere of ['https://example.com/cambia-utente', '//example.com', '/cart', '/cambia-utente-x']) {
      expect(await backFrom(elsewhere), elsewhere).toBe('/cambia-utente');
    }
  });

  it('says so when the user does not exist', async () => {
    const staff = new TestClient(shop.app);
    await staff.login('staff', 'staff');
    const { csrfToken } = await staff.principal();
    const res = await staff.request({
      url: `/login/impersonate?j_username=nessuno-xyz&csrfToken=${csrfToken}`,
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
  });
});
