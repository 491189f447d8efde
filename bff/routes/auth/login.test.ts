import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('login', () => {
  it('logs the demo customer in and shows the company name', async () => {
    const client = new TestClient(shop.app);
    const before = await client.principal();
    const res = await client.login('demo', 'demo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, redirect: '/' });
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const after = await client.principal();
    expect(after).toMatchObject({ authenticated: true, anonymous: false, username: 'demo', companyName: 'Autoricambi Demo S.r.l.' });
    expect(after.roles).toContain('customer');
    expect(after.csrfToken).not.toBe(before.csrfToken);
    expect(after.stateVersionToken).not.toBe(before.stateVersionToken);
  });

  /** demo's form login (no JavaScript) asking to come back to `returnTo`, from a fresh browser. */
  const formLogin = (returnTo: string) => {
    const client = new TestClient(shop.app);
    const reply = client.request({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({ username: 'demo', password: 'demo', returnTo }).toString(),
    });
    return { client, reply };
  };

  it('answers a classic form login with 303 to a same-origin return path only', async () => {
    const ok = await formLogin('/cerca?q=filtro').reply;
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/cerca?q=filtro');
    expect((await formLogin('//evil.example/').reply).headers.location).toBe('/');
    // The URL parser turns `/..//evil.example/` into `//evil.example/`: that must not leave the site either.
    expect((await formLogin('/..//evil.example/').reply).headers.location).toBe('/');
  });

  it.each(['/€', '/cerca?q=😀', '/a\u2028b', '/cerca?q=filtro olio#x'])(
    'answers a form login returning to %j with 303, a valid Location and the session',
    async (returnTo) => {
      const { client, reply } = formLogin(returnTo);
      const res = await reply;
      expect(res.statusCode).toBe(303);
      const location = String(res.headers.location);
      // A header value the HTTP stack accepts: visible ASCII only, and still a path on this site.
      expect(location).toMatch(/^\/[!-~]*$/);
      expect(location.startsWith('//')).toBe(false);
      expect(decodeURI(new URL(location, 'http://shop.test').pathname)).toBe(decodeURI(new URL(returnTo, 'http://shop.test').pathname));
      expect(client.hasCookie('sid')).toBe(true);
      expect((await client.principal()).authenticated).toBe(true);
    },
  );

  it('refuses wrong credentials with 400 and an Italian message, never 401/403', async () => {
    const client = new TestClient(shop.app);
    const res = await client.login('demo', 'sbagliata');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Nome utente o password non validi.',
      second: { message: 'Nome utente o password non validi.' },
    });
    const html = await client.request({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'username=demo&password=sbagliata',
    });
    expect(html.statusCode).toBe(400);
    expect(html.body).toContain('Nome utente o password non validi.');
    expect((await client.principal()).authenticated).toBe(false);
  });

  it('asks for both fields', async () => {
    const res = await new TestClient(shop.app).login('demo', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Inserisci nome utente e password.');
  });

  it('refuses a login posted from another origin', async () => {
    const client = new TestClient(shop.app);
    const res = await client.request({
      method: 'POST',
      url: '/login',
      headers: { origin: 'https://evil.example', accept: 'application/json', 'content-type': 'application/json' },
      payload: { username: 'demo', password: 'demo' },
    });
    expect(res.statusCode).toBe(400);
    expect((await client.principal()).authenticated).toBe(false);
  });

  /** demo's right password, posted to host shop.test from one address with the given headers. */
  const loginFrom = async (remoteAddress: string, headers: Record<string, string>) => {
    const client = new TestClient(shop.app);
    const res = await client.request({
      method: 'POST',
      url: '/login',
      remoteAddress,
      headers: { host: 'shop.test', accept: 'application/json', 'content-type': 'application/json', ...headers },
      payload: { username: 'demo', password: 'demo' },
    });
    return { client, res };
  };

  it.each([
    ['another site by Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain by Sec-Fetch-Site', { 'sec-fetch-site': 'same-site' }],
    ['this host over another scheme', { origin: 'https://shop.test' }],
    ['this host on another port', { origin: 'http://shop.test:8080' }],
    ['an opaque origin', { origin: 'null' }],
    ['a same-origin Origin contradicted by Sec-Fetch-Site', { origin: 'http://shop.test', 'sec-fetch-site': 'cross-site' }],
  ])('refuses a login posted from %s', async (_label, headers) => {
    const { client, res } = await loginFrom('10.3.0.1', headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Richiesta di accesso da un’origine non consentita.');
    expect((await client.principal()).authenticated).toBe(false);
  });

  it.each([
    ['the same origin', { origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' }],
    ['the same origin, naming the default port', { host: 'shop.test:80', origin: 'http://shop.test' }],
    ['the address bar or a bookmark', { 'sec-fetch-site': 'none' }],
    ['a client sending neither header', {}],
  ])('accepts a login posted from %s', async (_label, headers) => {
    const { res } = await loginFrom('10.3.0.2', headers);
    expect(res.statusCode).toBe(200);
  });

  it('answers 429 with Retry-After (a minute, the first time) to the sixth failure of an account in 15 minutes, from any address', async () => {
    const client = new TestClient(shop.app);
    const from = (remoteAddress: string) => ({
      method: 'POST' as const,
      url: '/login',
      remoteAddress,
      headers: { accept: 'application/json' },
    });
    for (let i = 0; i < 5; i++) {
      const res = await client.request({ ...from(`10.1.0.${i}`), payload: { username: 'demo2', password: 'wrong' } });
      expect(res.statusCode).toBe(400);
    }
    const sixth = await client.request({ ...from('10.1.0.99'), payload: { username: 'demo2', password: 'wrong' } });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Troppi tentativi di accesso non riusciti. Riprova tra 1 minuto.');
    expect(sixth.headers['retry-after']).toBe('60');
    const right = await client.request({ ...from('10.1.0.100'), payload: { username: 'demo2', password: 'demo2' } });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toMatch(/^\d+$/);
    expect((await client.request({ ...from('10.1.0.99'), payload: { username: 'demo', password: 'demo' } })).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After to one address failing on many usernames', async () => {
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 30; i++) {
      const res = await new TestClient(shop.app).request({
        method: 'POST',
        url: '/login',
        remoteAddress: '10.2.0.1',
        headers: { accept: 'application/json' },
        payload: { username: `guess-${i}`, password: 'wrong' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter ??= res.headers['retry-after'];
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(retryAfter).toBe('60');
    // Even the right password waits: the address is refused, not the account.
    const demo = await new TestClient(shop.app).request({
      method: 'POST',
      url: '/login',
      remoteAddress: '10.2.0.1',
      headers: { accept: 'application/json' },
      payload: { username: 'demo', password: 'demo' },
    });
    expect(demo.statusCode).toBe(429);
    const elsewhere = await new TestClient(shop.app).request({
      method: 'POST',
      url: '/login',
      remoteAddress: '10.2.0.2',
      headers: { accept: 'application/json' },
      payload: { username: 'demo', password: 'demo' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('still lets the right password in after 5 failures', async () => {
    const client = new TestClient(shop.app);
    for (let i = 0; i < 5; i++) expect((await client.login('staff', 'wrong')).statusCode).toBe(400);
    expect((await client.login('staff', 'staff')).statusCode).toBe(200);
    // The success forgot the account's failures: five more from another browser are again answered 400.
    const other = new TestClient(shop.app);
    for (let i = 0; i < 5; i++) expect((await other.login('staff', 'wrong')).statusCode).toBe(400);
  });
});

describe('login throttling behind a proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => proxied.close());

  // With one trusted hop the client is the address our proxy appended last to X-Forwarded-For; what the
  // client wrote before it is not trusted, so rotating it does not escape the per-address limit.
  it('counts failures per client address (request.ip), whatever the client puts first in X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await new TestClient(proxied.app).request({
        method: 'POST',
        url: '/login',
        remoteAddress: '127.0.0.1',
        headers: { accept: 'application/json', 'x-forwarded-for': `198.18.${i}.1, 203.0.113.7` },
        payload: { username: `guess-${i}`, password: 'wrong' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.indexOf(429)).toBe(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    // Another client behind the same proxy is not refused.
    const other = await new TestClient(proxied.app).request({
      method: 'POST',
      url: '/login',
      remoteAddress: '127.0.0.1',
      headers: { accept: 'application/json', 'x-forwarded-for': '203.0.113.8' },
      payload: { username: 'demo', password: 'demo' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('marks the device cookie Secure when the proxy says the shop was reached over https', async () => {
    const login = (proto: string) =>
      new TestClient(proxied.app).request({
        method: 'POST',
        url: '/login',
        remoteAddress: '127.0.0.1',
        headers: { accept: 'application/json', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': proto },
        payload: { username: 'demo', password: 'demo' },
      });
    const device = async (proto: string) => (await login(proto)).cookies.find((c) => c.name === 'dispositivo');
    expect((await device('https'))?.secure).toBe(true);
    expect((await device('http'))?.secure).toBeFalsy();
  });
});
