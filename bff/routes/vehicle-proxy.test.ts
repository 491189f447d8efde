import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, demoFixtureOf, TestClient, type TestApp } from '../testing/test-app.ts';
import { specVehicles, type SpecVehicles } from '../testing/spec-fixture.ts';

const WS = '/ricambi-ws';
const TOKEN = 'provider-secret-token';
// Generous: the provider is a whole test shop, whose first answers on a busy two-core machine can take a while.
const DEADLINE_MS = 2000;

/**
 * The reference provider served over HTTP: a shop on the reference adapter (its own {vehicle_ws} routes) behind a
 * recording front at `/provider`, which remembers the headers it got, adds a cookie of its own, and can be slowed
 * down or made to fail.
 */
let provider: TestApp;
let front: FastifyInstance;
let frontUrl: string;
const received: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
let delayMs = 0;
let failWith: number | undefined;

let shop: TestApp;
let fixture: SpecVehicles;

beforeAll(async () => {
  provider = await createTestApp();
  fixture = specVehicles((await demoFixtureOf(provider)).vehicles);
  front = Fastify();
  front.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/provider/*',
    handler: async (request, reply) => {
      received.push({ url: request.url, headers: request.headers });
      if (delayMs) await sleep(delayMs);
      if (failWith) return reply.code(failWith).type('text/plain').send('Error: boom\n    at provider.js:1:1');
      const res = await provider.app.inject({
        method: 'GET',
        url: request.url.slice('/provider'.length),
        headers: { accept: 'application/json' },
      });
      return reply
        .code(res.statusCode)
        .header('content-type', res.headers['content-type'])
        .header('cache-control', 'public, max-age=60')
        .header('set-cookie', 'provider_session=abc; Path=/')
        .header('x-provider-internal', 'node-7')
        .send(res.body);
    },
  });
  frontUrl = await front.listen({ port: 0, host: '127.0.0.1' });
  shop = await createTestApp({
    VEHICLE_LOOKUP: 'proxy',
    VEHICLE_LOOKUP_URL: `${frontUrl}/provider/`,
    PARTS_CATALOGUE_TOKEN: TOKEN,
    UPSTREAM_TIMEOUT_MS: String(DEADLINE_MS),
  });
});
afterAll(async () => {
  await shop?.close();
  await front?.close();
  await provider?.close();
});
beforeEach(() => {
  received.length = 0;
  delayMs = 0;
  failWith = undefined;
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers: { accept: 'application/json', ...headers } });

/** A GET over a real socket with the path exactly as written (inject would resolve its dot segments first). */
function rawGet(base: string, path: string): Promise<number | undefined> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A port nothing listens on. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('configuration of the vehicle lookup', () => {
  it('answers from the port by default, and proxies to VEHICLE_LOOKUP_URL or PARTS_CATALOGUE_URL with their token', () => {
    expect(loadConfig({}).vehicleLookup).toEqual({ mode: 'port' });
    expect(
      loadConfig({ VEHICLE_LOOKUP: 'proxy', PARTS_CATALOGUE_URL: 'https://parts.example/api/', PARTS_CATALOGUE_TOKEN: 't' }).vehicleLookup,
    ).toEqual({
      mode: 'proxy',
      baseUrl: 'https://parts.example/api',
      token: 't',
      timeoutMs: 5000,
    });
    expect(
      loadConfig({
        VEHICLE_LOOKUP: 'proxy',
        VEHICLE_LOOKUP_URL: 'http://ws.example',
        PARTS_CATALOGUE_URL: 'http://other',
        UPSTREAM_TIMEOUT_MS: '800',
      }).vehicleLookup,
    ).toEqual({ mode: 'proxy', baseUrl: 'http://ws.example', timeoutMs: 800 });
  });

  it('refuses proxy mode without an http(s) URL, naming the variable', () => {
    expect(() => loadConfig({ VEHICLE_LOOKUP: 'proxy' })).toThrow(/PARTS_CATALOGUE_URL: is required when VEHICLE_LOOKUP is proxy/);
    expect(() => loadConfig({ VEHICLE_LOOKUP: 'proxy', VEHICLE_LOOKUP_URL: 'ftp://x' })).toThrow(
      /VEHICLE_LOOKUP_URL: must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ VEHICLE_LOOKUP: 'other' })).toThrow(/VEHICLE_LOOKUP/);
  });
});

describe('vehicle lookup forwarded to a provider that serves SPEC §7 (VEHICLE_LOOKUP=proxy)', () => {
  it('answers get-models, get-versions and search-plate as the provider does', async () => {
    const { idMarca, idModello, modelloAnno } = fixture.vehicle;
    const urls = [
      `${WS}/carpark/get-models?idMarca=${idMarca}`,
      `${WS}/carpark/get-versions?idModello=${idModello}&modelloAnno=${modelloAnno}`,
      `${WS}/carpark/search-plate?plate=${encodeURIComponent(fixture.plate.plate)}`,
      `${WS}/carpark/search-plate?plate=ZZ999ZZ`,
      `${WS}/carpark/search-plate?plate=%20-%20`,
    ];
    for (const url of urls) {
      const [proxied, direct] = await Promise.all([get(shop, url), get(provider, url)]);
      expect(proxied.statusCode, url).toBe(direct.statusCode);
      expect(proxied.headers['content-type'], url).toBe(direct.headers['content-type']);
      expect(proxied.json(), url).toEqual(direct.json());
    }
    expect(received.map((r) => r.url)).toEqual(urls.map((url) => `/provider${url}`));
    // The empty plate is the provider's own 400, in its words (the shop's own routes say what is missing).
    expect((await get(shop, urls[4] ?? '')).json().message).toBe('Inserisci la targa da cercare.');
  });

  it('never forwards the shop’s cookies, CSRF token or the browser’s credentials; adds the provider’s token', async () => {
    const client = new TestClient(shop.app);
    expect((await client.login('demo', 'demo')).statusCode).toBe(200);
    const { csrfToken } = await client.principal();
    const res = await client.request({
      method: 'GET',
      url: `${WS}/carpark/get-models?idMarca=${fixture.vehicle.idMarca}`,
      headers: {
        accept: 'application/json',
        'accept-language': 'it-IT',
        'x-csrf-token': csrfToken,
        authorization: 'Basic dXNlcjpwYXNz',
        'x-forwarded-for': '10.1.2.3',
        'x-custom': 'secret',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const headers = received[0]?.headers ?? {};
    expect(headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(headers.cookie).toBeUndefined();
    expect(headers['x-csrf-token']).toBeUndefined();
    expect(headers['x-forwarded-for']).toBeUndefined();
    expect(headers['x-custom']).toBeUndefined();
    expect(headers.accept).toBe('application/json');
    expect(headers['accept-language']).toBe('it-IT');
    expect(headers['x-request-id']).toEqual(expect.any(String));
    expect(JSON.stringify(headers)).not.toContain(csrfToken);
  });

  it('passes back only the allowed reply headers: never the provider’s Set-Cookie', async () => {
    const res = await get(shop, `${WS}/carpark/get-models?idMarca=${fixture.vehicle.idMarca}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-provider-internal']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('keeps the makers, login and the session on the shop', async () => {
    const makers = await get(shop, '/makers/get-makers');
    expect(makers.statusCode).toBe(200);
    expect(makers.json()).toEqual((await get(provider, '/makers/get-makers')).json());
    const client = new TestClient(shop.app);
    expect((await client.login('demo', 'demo')).statusCode).toBe(200);
    expect((await client.principal()).authenticated).toBe(true);
    expect(received).toEqual([]);
  });

  it('keeps the /assistenza traces: their calls run on the vehicles port, not through the proxy', async () => {
    const { codedProduct } = await demoFixtureOf(shop);
    const staff = new TestClient(shop.app);
    expect((await staff.login('staff', 'staff')).statusCode).toBe(200);
    const res = await staff.request({
      url: `/assistenza/catalogo/list-cross?artCode=${codedProduct.oe.code}&artSuppl=${codedProduct.oe.priceListCode}`,
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ operation: 'vehicles.cross', ok: true });
    expect(received).toEqual([]);
  });

  it('refuses other methods with 405 without asking the provider', async () => {
    const client = new TestClient(shop.app);
    const { csrfToken } = await client.principal();
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await client.request({
        method,
        url: `${WS}/carpark/get-models?idMarca=1`,
        headers: { accept: 'application/json', 'x-csrf-token': csrfToken },
      });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
    // Without the CSRF token the shop refuses a POST before anything else.
    expect((await shop.app.inject({ method: 'POST', url: `${WS}/carpark/get-models` })).statusCode).toBe(403);
    expect(received).toEqual([]);
  });

  it('never lets a path climb out of {vehicle_ws} on the provider', async () => {
    for (const path of [
      `${WS}/../makers/get-makers`,
      `${WS}/%2e%2e/makers/get-makers`,
      `${WS}/..%2F..%2Fadmin`,
      `${WS}/x\\..\\..\\admin`,
    ]) {
      expect(await rawGet(shop.url, path), path).toBe(400);
    }
    expect(received).toEqual([]);
  });

  it('answers 504 with the shop’s Italian text when the provider misses the deadline', async () => {
    delayMs = DEADLINE_MS + 3000;
    const started = Date.now();
    const res = await get(shop, `${WS}/carpark/get-models?idMarca=${fixture.vehicle.idMarca}`);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({
      message: 'Il servizio non ha risposto in tempo. Riprova tra poco.',
      second: { message: expect.any(String) },
    });
    // Answered at the deadline, not when the provider finally replies.
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 2000);
    expect(received).toHaveLength(1);
  });

  it('answers 502 with the shop’s text, not the provider’s, when the provider fails', async () => {
    failWith = 500;
    const res = await get(shop, `${WS}/carpark/get-models?idMarca=${fixture.vehicle.idMarca}`);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Il servizio non è al momento disponibile. Riprova tra poco.');
    expect(res.body).not.toContain('provider.js');
    failWith = 503;
    expect((await get(shop, `${WS}/carpark/get-models?idMarca=1`)).statusCode).toBe(502);
    expect(received).toHaveLength(2);
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const dead = await createTestApp({ VEHICLE_LOOKUP: 'proxy', VEHICLE_LOOKUP_URL: `http://127.0.0.1:${await deadPort()}` });
    try {
      const res = await get(dead, `${WS}/carpark/get-models?idMarca=1`);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Il servizio non è al momento disponibile. Riprova tra poco.');
      expect((await get(dead, '/makers/get-makers')).statusCode).toBe(200);
    } finally {
      await dead.close();
    }
  });
});
