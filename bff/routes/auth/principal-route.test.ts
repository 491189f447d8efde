import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('principal', () => {
  it('tells a visitor they are not authenticated, with a CSRF token, and stores nothing', async () => {
    const client = new TestClient(shop.app);
    const principal = await client.principal();
    expect(principal).toMatchObject({ authenticated: false, anonymous: true, username: null, companyName: null, roles: [] });
    expect(principal.csrfToken).toMatch(/^[\w-]{20,}$/);
    expect(principal.stateVersionToken).toMatch(/^[\w-]{20,}$/);
  });

  it('writes no session for requests without a login, and one at login', async () => {
    const sessions = () => {
      const db = new Database(join(shop.dataDir, 'sessions.sqlite'), { readonly: true });
      const { n } = db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number };
      db.close();
      return n;
    };
    const before = sessions();
    const client = new TestClient(shop.app);
    await client.principal();
    await client.request({ url: '/', headers: { accept: 'application/json' } });
    await client.request({ url: '/cart/refresh-cart-ajax' });
    expect(sessions()).toBe(before);
    await client.login('demo', 'demo');
    expect(sessions()).toBe(before + 1);
    await client.principal();
    expect(sessions()).toBe(before + 1);
  });

  it('does not trust a forged session cookie', async () => {
    const res = await shop.app.inject({ url: '/sfapi/v1/principal', headers: { cookie: 'sid=forged-value', accept: 'application/json' } });
    expect(res.json().authenticated).toBe(false);
  });
});
