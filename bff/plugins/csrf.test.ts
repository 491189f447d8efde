import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../lib/route-list.ts';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * POST /login carries no token by design: there is no session to bind one to yet. It is guarded by the
 * origin check instead (bff/lib/negotiation.ts isSameOrigin, tested in routes/auth/login.test.ts).
 */
const NO_TOKEN_BY_DESIGN = new Set([
  'POST /login',
  // Password recovery, as the login: same-origin checked; the new-password form's credential is its link's token.
  'POST /password-dimenticata',
  'POST /password-nuova',
  // A visitor's registration request: same-origin checked and throttled, as the login.
  'POST /registrazione',
  // The reference payment provider's own page stands for another company's site: the shop's token is not its
  // business; the unguessable payment reference in the path is its credential (test-provider-page.ts).
  'POST /pagamento-di-prova/:ref',
  // A pure function of its body (a text in another language): it changes nothing and reads no session.
  'POST /utility/translate',
]);

/** Every route that changes state: any unsafe method, and the GETs (with their HEAD twins) marked csrf. */
function stateChanging(): RouteInfo[] {
  return shop.app.routeList.filter(
    (r) => (!SAFE_METHODS.has(r.method) || r.csrf === true) && !NO_TOKEN_BY_DESIGN.has(`${r.method} ${r.url}`),
  );
}

/** A request that would be fine but for the token: the fields the route reads, with plausible values. */
function requestFor(route: RouteInfo, token: Record<string, string>) {
  const url = route.url.replace(/:[A-Za-z_]\w*|\*/g, '1');
  const fields = Object.fromEntries((route.bodyFields ?? route.queryFields ?? []).map((f) => [f, f === 'j_username' ? 'demo' : '1']));
  if (route.method === 'GET' || route.method === 'HEAD') {
    return { method: route.method, url: `${url}?${new URLSearchParams({ ...fields, ...token })}`, headers: { accept: 'application/json' } };
  }
  return { method: route.method as 'POST', url, payload: { ...fields, ...token }, headers: { accept: 'application/json' } };
}

describe('every state-changing route wants the CSRF token', () => {
  it('finds the state-changing routes among the registered ones', () => {
    const names = stateChanging().map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining(['POST /logout', 'POST /cart/add-ajax', 'GET /login/impersonate', 'POST /logout/impersonate']),
    );
    expect(shop.app.routeList.map((r) => `${r.method} ${r.url}`)).toContain('POST /login');
    expect(names).not.toContain('POST /login');
  });

  for (const who of ['customer', 'staff'] as const) {
    it(`answers a ${who} 403 without a valid token, on every one of them, and changes nothing`, async () => {
      const client = new TestClient(shop.app, { remoteAddress: who === 'customer' ? '10.7.0.1' : '10.7.0.2' });
      expect((await client.login(who === 'customer' ? 'demo' : 'staff', who === 'customer' ? 'demo' : 'staff')).statusCode).toBe(200);
      const before = await client.principal();
      const other = new TestClient(shop.app);
      const foreignToken = (await other.principal()).csrfToken;
      const failures: string[] = [];
      for (const route of stateChanging()) {
        for (const [label, token] of [
          ['no token', {}],
          ['a forged token', { csrfToken: 'forged' }],
          ['another session’s token', { csrfToken: foreignToken }],
        ] as const) {
          const res = await client.request(requestFor(route, token));
          if (res.statusCode !== 403) failures.push(`${route.method} ${route.url} with ${label} → ${res.statusCode}`);
        }
      }
      expect(failures).toEqual([]);
      const after = await client.principal();
      expect([after.username, after.csrfToken]).toEqual([before.username, before.csrfToken]);
    });
  }
});
