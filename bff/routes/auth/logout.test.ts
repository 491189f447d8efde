import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('logout', () => {
  it('logs out with the CSRF token, rotating the session; without the token it is 403', async () => {
    const client = new TestClient(shop.app);
    await client.login('demo', 'demo');
    const denied = await client.request({ method: 'POST', url: '/logout', headers: { accept: 'application/json' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().second.message).toBeTruthy();
    expect((await client.principal()).authenticated).toBe(true);
    const before = await client.principal();
    const res = await client.send('POST', '/logout');
    expect(res.json()).toEqual({ ok: true, redirect: '/' });
    const after = await client.principal();
    expect(after.authenticated).toBe(false);
    expect(after.csrfToken).not.toBe(before.csrfToken);
  });
});
