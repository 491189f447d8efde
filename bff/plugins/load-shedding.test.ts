import { spawn } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
let capped: TestApp;
beforeAll(async () => {
  // Well above what a busy test machine lags by itself, well under what overload() makes.
  shop = await createTestApp({ SHED_EVENT_LOOP_DELAY_MS: '50' });
  capped = await createTestApp({ SHED_MAX_IN_FLIGHT: '1' });
});
afterAll(async () => Promise.all([shop.close(), capped.close()]));

/** Keeps the event loop busy: 200 ms of work in every turn of a timer, as a flood of costly requests would. */
function overload(): () => void {
  const timer = setInterval(() => {
    const until = performance.now() + 200;
    while (performance.now() < until);
  }, 5);
  return () => clearInterval(timer);
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

const json = { accept: 'application/json' };
/** The delay check starts a moment after the server listens (its own start is no overload), and a busy machine is slow: polls wait. */
const WAIT = { timeout: 10_000 };

describe('load shedding', () => {
  it('does not take its own start for overload: a request right after it is served though the loop lagged', async () => {
    const fresh = await createTestApp({ SHED_EVENT_LOOP_DELAY_MS: '50' });
    try {
      // As the server renderer's import does right after the shop starts listening: a lag longer than a sample.
      const until = performance.now() + 600;
      while (performance.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await fresh.app.inject({ url: '/sfapi/v1/principal', headers: json })).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('answers 503 with Retry-After and the shop’s Italian error body while the event loop lags, and serves again after', async () => {
    stop = overload();
    await expect.poll(async () => (await shop.app.inject({ url: '/sfapi/v1/principal', headers: json })).statusCode, WAIT).toBe(503);
    const busy = await shop.app.inject({ url: '/sfapi/v1/principal', headers: json });
    expect(busy.statusCode).toBe(503);
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect(busy.headers['content-security-policy']).toContain("script-src 'self'");
    expect(busy.headers['cache-control']).toBe('no-store');
    expect(busy.json()).toMatchObject({ message: expect.stringMatching(/riprova tra qualche secondo/) });
    expect(busy.json().second.message).toBe(busy.json().message);

    stop();
    stop = undefined;
    await expect.poll(async () => (await shop.app.inject({ url: '/sfapi/v1/principal', headers: json })).statusCode, WAIT).toBe(200);
  });

  it('gives a browser the shop’s error page, titled as a service not available, in the language the request asks for', async () => {
    stop = overload();
    await expect.poll(async () => (await shop.app.inject({ url: '/', headers: { accept: 'text/html' } })).statusCode, WAIT).toBe(503);
    const page = await shop.app.inject({ url: '/cerca?q=filtro', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['retry-after']).toBeDefined();
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain('<title>Servizio non disponibile</title>');
    expect(page.body).toMatch(/riprova tra qualche secondo/);
    const english = await shop.app.inject({ url: '/cerca?q=filtro', headers: { accept: 'text/html', cookie: 'lingua=en' } });
    expect(english.statusCode).toBe(503);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<title>Service unavailable</title>');
  });

  it('keeps answering /health/live and /health/ready under the same overload', async () => {
    stop = overload();
    await expect.poll(async () => (await shop.app.inject({ url: '/sfapi/v1/principal', headers: json })).statusCode, WAIT).toBe(503);
    const live = await shop.app.inject({ url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    expect((await shop.app.inject({ url: '/health/ready' })).statusCode).toBe(200);
  });
});

const STALLED_CLIENT = `
const socket = require('node:net').connect(Number(process.argv[1]), '127.0.0.1', () =>
  socket.write('POST /login HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nContent-Type: application/json\\r\\nContent-Length: 100\\r\\n\\r\\n{'));
socket.on('error', () => undefined);
setTimeout(() => process.exit(0), 20000);
`;

describe('requests in flight', () => {
  it('refuses a request beyond SHED_MAX_IN_FLIGHT with 503 at once, and admits again when one ends', async () => {
    // A login whose body never finishes arriving: admitted, it stays in flight until its client goes. The client is
    // another process: nock's interceptor (vitest.setup.ts) would hold back a request it has not seen whole.
    const client = spawn(process.execPath, ['-e', STALLED_CLIENT, new URL(capped.url).port], { stdio: 'ignore' });
    try {
      await expect.poll(async () => (await capped.app.inject({ url: '/sfapi/v1/principal', headers: json })).statusCode, WAIT).toBe(503);
      const busy = await capped.app.inject({ url: '/sfapi/v1/principal', headers: json });
      expect(busy.headers['retry-after']).toBeDefined();
      expect(busy.json().message).toMatch(/riprova tra qualche secondo/);
      expect((await capped.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    } finally {
      client.kill();
    }
    await expect.poll(async () => (await capped.app.inject({ url: '/sfapi/v1/principal', headers: json })).statusCode, WAIT).toBe(200);
    // Admitted requests that ended leave room for the next ones.
    for (let i = 0; i < 3; i++) expect((await capped.app.inject({ url: '/sfapi/v1/principal', headers: json })).statusCode).toBe(200);
  });
});
