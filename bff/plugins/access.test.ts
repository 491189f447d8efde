import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

const garbage = { productId: { nested: ['x'] }, quantity: 'lots', fgurgente: 42 };

describe('who may call comes first', () => {
  it('answers a visitor posting garbage to a customer route with 401, with or without the CSRF token', async () => {
    const visitor = new TestClient(shop.app);
    const withToken = await visitor.send('POST', '/cart/add-ajax', garbage);
    expect(withToken.statusCode).toBe(401);
    expect(withToken.json().issues).toBeUndefined();
    const withoutToken = await visitor.request({
      method: 'POST',
      url: '/cart/add-ajax',
      payload: garbage,
      headers: { accept: 'application/json' },
    });
    expect(withoutToken.statusCode).toBe(401);
    const broken = await visitor.request({
      method: 'POST',
      url: '/cart/add-ajax',
      payload: '{"broken',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(401);
  });

  it('answers a customer posting a malformed body to a staff route with 403, naming no field', async () => {
    const customer = new TestClient(shop.app);
    await customer.login('demo', 'demo');
    const res = await customer.send('POST', '/login-as/select-customer/page', { page: 'first', pageSize: -3, sort: 'password' });
    expect(res.statusCode).toBe(403);
    expect(res.json().issues).toBeUndefined();
    expect(res.body).not.toMatch(/page|sort/);
    const impersonate = await customer.request({
      url: '/login/impersonate?j_username=' + 'x'.repeat(300),
      headers: { accept: 'application/json' },
    });
    expect(impersonate.statusCode).toBe(403);
    expect(impersonate.json().issues).toBeUndefined();
  });

  it('answers a visitor on a staff route with 401 and one who is not impersonating on the way back with 400', async () => {
    const visitor = new TestClient(shop.app);
    expect((await visitor.send('POST', '/login-as/select-user/page', { page: 'x' })).statusCode).toBe(401);
    expect((await visitor.send('POST', '/logout/impersonate')).statusCode).toBe(401);
    const customer = new TestClient(shop.app);
    await customer.login('demo', 'demo');
    expect((await customer.send('POST', '/logout/impersonate')).statusCode).toBe(400);
  });

  it('keeps the staff member’s role while they act as a customer', async () => {
    const staff = new TestClient(shop.app);
    await staff.login('staff', 'staff');
    const { csrfToken } = await staff.principal();
    expect((await staff.request({ url: `/login/impersonate?j_username=demo&csrfToken=${csrfToken}` })).statusCode).toBe(303);
    const table = await staff.send('POST', '/login-as/select-user/page', { q: 'demo2' });
    expect(table.statusCode).toBe(200);
    const again = await staff.principal();
    const next = await staff.request({
      url: `/login/impersonate?j_username=demo2&csrfToken=${again.csrfToken}`,
      headers: { accept: 'application/json' },
    });
    expect(next.statusCode).toBe(200);
    expect(await staff.principal()).toMatchObject({ username: 'demo2', impersonatorUsername: 'staff' });
  });
});
