import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplateTo } from '../adapters/reference/template.ts';
import { sessionClient, type BrowserJar } from './testing/http-session.ts';
import { TestRedis } from './testing/redis-server.ts';
import { exited, freePort, startServer, startUpstream } from './testing/server-process.ts';
import { TEST_SEED_PRODUCTS } from './testing/test-app.ts';
import { LOGIN_POLICY } from './lib/login/login-throttle.ts';

const LOGIN_MAX_ACCOUNT_FAILURES = LOGIN_POLICY.accountFailures;

// Two shop instances behind an imaginary load balancer (issue 32): their own data folders, one Redis, one upstream
// ERP over the protocol. A browser's calls may reach either; nothing it did may depend on which.

interface Principal {
  authenticated: boolean;
  username: string | null;
  stateVersionToken: string;
}

const TOKEN = 'multi-instance-upstream-token';
const SECRET = 'multi-instance-session-secret-of-at-least-32-characters';
const dirs: string[] = [];
const children: ChildProcess[] = [];
let redis: TestRedis;
let a = '';
let b = '';

const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `parts-shop-${name}-`));
  dirs.push(dir);
  return dir;
};

/** One browser whose calls go to the instances in turn, as a round-robin balancer sends them. */
function browser() {
  const jar: BrowserJar = { cookie: '', csrfToken: '' };
  return { jar, a: sessionClient(a, jar), b: sessionClient(b, jar) };
}

beforeAll(async () => {
  redis = await TestRedis.start();
  const upstreamDir = tempDir('upstream');
  copyTemplateTo(upstreamDir, TEST_SEED_PRODUCTS);
  const upstreamPort = await freePort();
  const [portA, portB] = [await freePort(), await freePort()];
  children.push(await startUpstream(upstreamDir, upstreamPort, TOKEN));
  const env = {
    ADAPTER: 'http',
    UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
    UPSTREAM_TOKEN: TOKEN,
    REDIS_URL: redis.url,
    SESSION_SECRET: SECRET,
  };
  const [first, second] = await Promise.all([
    startServer(tempDir('instance-a'), portA, { ...env, SHOP_ORIGIN: `http://127.0.0.1:${portA}` }),
    startServer(tempDir('instance-b'), portB, { ...env, SHOP_ORIGIN: `http://127.0.0.1:${portB}` }),
  ]);
  children.push(first, second);
  a = `http://127.0.0.1:${portA}`;
  b = `http://127.0.0.1:${portB}`;
}, 90_000);

afterAll(async () => {
  for (const child of children) {
    child.kill('SIGTERM');
    await exited(child);
  }
  await redis?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('two instances sharing Redis', () => {
  it('a login on one is valid on the other, and a logout on one ends it on both', async () => {
    const user = browser();
    await user.a.refreshToken();
    expect((await user.a.post('/login', { username: 'demo', password: 'demo' })).status).toBe(200);
    expect((await user.b.json<Principal>('/sfapi/v1/principal')).username).toBe('demo');
    await user.b.refreshToken();
    expect((await user.b.post('/logout', {})).status).toBeLessThan(400);
    expect((await user.a.json<Principal>('/sfapi/v1/principal')).authenticated).toBe(false);
  });

  it('keeps the old cookie dead on the other instance after a logout', async () => {
    const user = browser();
    await user.a.refreshToken();
    await user.a.post('/login', { username: 'demo', password: 'demo' });
    const loggedIn: BrowserJar = { ...user.jar };
    await user.a.refreshToken();
    await user.a.post('/logout', {});
    const replay = sessionClient(b, { ...loggedIn });
    expect((await replay.json<Principal>('/sfapi/v1/principal')).authenticated).toBe(false);
  });

  it('counts failed logins across both instances', async () => {
    const user = browser();
    await user.a.refreshToken();
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_MAX_ACCOUNT_FAILURES; i++) {
      const client = i % 2 ? user.b : user.a;
      statuses.push((await client.post('/login', { username: 'throttled-user', password: `wrong-${i}` })).status);
    }
    // Five failures answer 400 wherever they land; the sixth is refused even though each instance saw only three.
    expect(statuses.slice(0, LOGIN_MAX_ACCOUNT_FAILURES).every((s) => s === 400)).toBe(true);
    expect(statuses[LOGIN_MAX_ACCOUNT_FAILURES]).toBe(429);
  });

  it('a device cookie one instance set lets its browser past a lockout both counted', async () => {
    const user = browser();
    const login = await user.a.post('/login', { username: 'demo2', password: 'demo2' });
    expect(login.status).toBe(200);
    const device = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('dispositivo='));
    expect(device).toBeTruthy();
    const stranger = browser();
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_MAX_ACCOUNT_FAILURES; i++) {
      const client = i % 2 ? stranger.b : stranger.a;
      statuses.push((await client.post('/login', { username: 'demo2', password: `wrong-${i}` })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await stranger.b.post('/login', { username: 'demo2', password: 'demo2' })).status).toBe(429);
    // The cookie is signed with the shared SESSION_SECRET: the other instance takes it.
    expect(
      (await user.b.post('/login', { username: 'demo2', password: 'demo2' }, { cookie: `${user.jar.cookie}; ${device}` })).status,
    ).toBe(200);
  });

  it('a cart switched on one instance is the cart on the other', async () => {
    const user = browser();
    await user.a.refreshToken();
    await user.a.post('/login', { username: 'demo', password: 'demo' });
    await user.a.refreshToken();
    const before = (await user.b.json<Principal>('/sfapi/v1/principal')).stateVersionToken;
    const cart = await user.a.postJson<{ idCart: number }>('/cart/new-cart', { nomeOrdine: 'Da due istanze' });
    expect((await user.b.json<Principal>('/sfapi/v1/principal')).stateVersionToken).not.toBe(before);
    // An add on the other instance lands in the cart the first one switched to.
    const added = await user.b.post('/cart/add-ajax', { productId: 1, quantity: '2' });
    expect(added.status).toBe(200);
    const carts = await user.a.json<{ idCart: number; nomeOrdine: string; nrRighe?: number }[]>('/cart/list-carts?page=1');
    const shown = carts.find((c) => c.idCart === cart.idCart);
    expect(shown?.nomeOrdine).toBe('Da due istanze');
  });

  it('answers an Idempotency-Key replayed on the other instance once', async () => {
    const user = browser();
    await user.a.refreshToken();
    await user.a.post('/login', { username: 'demo', password: 'demo' });
    await user.a.refreshToken();
    await user.a.postJson('/cart/new-cart', { nomeOrdine: 'Idempotenza' });
    const key = { 'idempotency-key': `replay-${Date.now()}` };
    const first = await user.a.post('/cart/add-ajax', { productId: 2, quantity: '3' }, key);
    const again = await user.b.post('/cart/add-ajax', { productId: 2, quantity: '3' }, key);
    expect([first.status, again.status]).toEqual([200, 200]);
    // The replay answers the first add: the cart holds one line of three, not two lines or six pieces.
    expect(await again.json()).toEqual(await first.json());
    const page = await user.b.json<{ lines: { total: number; pieces: number } }>('/cart');
    expect(page.lines).toMatchObject({ total: 1, pieces: 3 });
  });

  it('answers 503 for session calls while Redis is down, never 500, and recovers', async () => {
    const user = browser();
    await user.a.refreshToken();
    await user.a.post('/login', { username: 'demo', password: 'demo' });
    await redis.stop();
    try {
      const principal = await user.a.call('/sfapi/v1/principal');
      expect(principal.status).toBe(503);
      expect(((await principal.json()) as { message: string }).message).toMatch(/non disponibile/);
      const page = await user.b.call('/cart', { headers: { accept: 'text/html' } });
      expect(page.status).toBe(503);
      // A visitor (no cookie) needs no session: still served.
      const visitor = await fetch(`${a}/sfapi/v1/principal`, { headers: { accept: 'application/json' } });
      expect(visitor.status).toBe(200);
    } finally {
      await redis.restart();
    }
    // Redis came back empty (no persistence in the test): the shop reconnects and serves the visitor the cookie is now.
    // Each instance reconnects on its own backoff: wait until both answer.
    for (const instance of [user.a, user.b]) {
      await expect.poll(async () => (await instance.call('/sfapi/v1/principal')).status, { timeout: 10_000 }).toBe(200);
    }
    await user.a.refreshToken();
    expect((await user.a.post('/login', { username: 'demo', password: 'demo' })).status).toBe(200);
    expect((await user.b.json<Principal>('/sfapi/v1/principal')).username).toBe('demo');
  });
});
