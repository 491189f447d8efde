import Fastify, { type FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoFixtureOf, TestClient, type TestApp } from '../testing/test-app.ts';

const WS = '/ricambi-ws';
const TOKEN = 'provider-secret-token';

/**
 * A fake provider at `{origin}/provider`: `{vehicle_ws}/moved/<name>` answers the redirect named in `redirects`
 * (its Location may use `{origin}`), anything else under `{vehicle_ws}` a small JSON reply naming the path.
 */
let provider: FastifyInstance;
let origin: string;
let redirects: Record<string, { status: number; location: string }>;
const asked: string[] = [];
/** The X-Request-Id of each call the provider got. */
const requestIds: unknown[] = [];

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
type LogLine = { msg: string; level: number; reqId?: string } & Record<string, unknown>;
const logged = (msg: string) => lines.map((l) => JSON.parse(l) as LogLine).filter((l) => l.msg === msg);

let shop: TestApp;

beforeAll(async () => {
  provider = Fastify();
  provider.get('/provider/*', async (request, reply) => {
    asked.push(request.url);
    requestIds.push(request.headers['x-request-id']);
    const name = /\/moved\/([^?]+)/.exec(request.url)?.[1];
    const redirect = name ? redirects[name] : undefined;
    if (redirect) {
      return reply
        .code(redirect.status)
        .header('location', redirect.location.replace('{origin}', origin))
        .type('text/html')
        .send(`<a href="${redirect.location.replace('{origin}', origin)}">moved</a>`);
    }
    return reply.send({ path: request.url });
  });
  origin = await provider.listen({ port: 0, host: '127.0.0.1' });
  shop = await createTestApp(
    {
      VEHICLE_LOOKUP: 'proxy',
      VEHICLE_LOOKUP_URL: `${origin}/provider`,
      VEHICLE_LOOKUP_TOKEN: TOKEN,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    },
    { logStream: capture },
  );
});
afterAll(async () => {
  await shop?.close();
  await provider?.close();
});
beforeEach(() => {
  asked.length = 0;
  requestIds.length = 0;
  lines.length = 0;
  redirects = {};
});

const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });

describe('a provider redirect through the vehicle lookup proxy', () => {
  it('passes a redirect under the provider’s {vehicle_ws} as the shop’s own path, without the provider’s body', async () => {
    redirects = {
      old: { status: 301, location: `{origin}/provider${WS}/carpark/get-models?idMarca=2` },
      temp: { status: 307, location: `/provider${WS}/carpark/get-versions?idModello=3` },
    };
    const moved = await get(`${WS}/moved/old?idMarca=2`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`${WS}/carpark/get-models?idMarca=2`);
    expect(moved.body).toBe('');
    expect(moved.headers['content-type']).toBeUndefined();
    const temp = await get(`${WS}/moved/temp`);
    expect(temp.statusCode).toBe(307);
    expect(temp.headers.location).toBe(`${WS}/carpark/get-versions?idModello=3`);
    // Following it reaches the provider through the shop.
    const followed = await get(moved.headers.location ?? '');
    expect(followed.json()).toEqual({ path: `/provider${WS}/carpark/get-models?idMarca=2` });
  });

  it('resolves a relative redirect against the path the provider was asked', async () => {
    redirects = {
      rel: { status: 302, location: 'get-models?idMarca=7' },
      up: { status: 303, location: '../grafica/get-active-groups?idVeicolo=9' },
    };
    const rel = await get(`${WS}/moved/rel`);
    expect(rel.statusCode).toBe(302);
    expect(rel.headers.location).toBe(`${WS}/moved/get-models?idMarca=7`);
    const up = await get(`${WS}/moved/up`);
    expect(up.statusCode).toBe(303);
    expect(up.headers.location).toBe(`${WS}/grafica/get-active-groups?idVeicolo=9`);
  });

  it('answers 502 with the shop’s text for a redirect to another host or out of {vehicle_ws}, logging where it pointed', async () => {
    redirects = {
      foreign: { status: 302, location: 'https://evil.example/login?next=1' },
      internal: { status: 308, location: '/provider/admin/debug' },
      climb: { status: 302, location: '../../../admin' },
      none: { status: 302, location: '' },
    };
    for (const name of ['foreign', 'internal', 'climb']) {
      const res = await get(`${WS}/moved/${name}`);
      expect(res.statusCode, name).toBe(502);
      expect(res.headers.location, name).toBeUndefined();
      expect(res.json().message, name).toBe('Il servizio non è al momento disponibile. Riprova tra poco.');
      expect(res.body, name).not.toContain('admin');
      expect(res.body, name).not.toContain('evil');
    }
    expect((await get(`${WS}/moved/none`)).statusCode).toBe(502);
    const warnings = logged('vehicle lookup provider redirected out of {vehicle_ws}');
    expect(warnings.map((w) => [w.status, w.target])).toEqual([
      [302, 'https://evil.example/login'],
      [308, `${origin}/provider/admin/debug`],
      [302, `${origin}/admin`],
      [302, '(none)'],
    ]);
    expect(warnings.every((w) => w.level === 40)).toBe(true);
  });

  it('keeps a Location’s credentials and query out of the reply and the logs', async () => {
    redirects = {
      creds: { status: 302, location: 'https://admin:hunter2@evil.example/x?session=s3cr3t' },
      token: { status: 302, location: `{origin}/provider${WS}/carpark/get-models?apikey=${TOKEN}&trace=q-internal` },
    };
    for (const name of ['creds', 'token']) {
      const res = await get(`${WS}/moved/${name}`);
      expect(res.statusCode, name).toBe(502);
      expect(res.headers.location, name).toBeUndefined();
    }
    expect(logged('vehicle lookup provider redirected out of {vehicle_ws}').map((w) => w.target)).toEqual([
      'https://evil.example/x',
      `${origin}/provider${WS}/carpark/get-models`,
    ]);
    const all = lines.join('\n');
    for (const secret of ['hunter2', 's3cr3t', TOKEN, 'q-internal']) expect(all).not.toContain(secret);
  });
});

describe('the log of a proxied call', () => {
  it('writes one info line per call with the request id, the path, the upstream status and its duration', async () => {
    redirects = { gone: { status: 302, location: 'https://evil.example/' } };
    const ok = await get(`${WS}/carpark/get-models?idMarca=1`);
    expect(ok.statusCode).toBe(200);
    await get(`${WS}/moved/gone`);
    const calls = logged('vehicle lookup proxied');
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({ level: 30, path: `${WS}/carpark/get-models?idMarca=1`, upstreamStatus: 200 });
    expect(calls[0]?.ms).toEqual(expect.any(Number));
    expect(calls[1]).toMatchObject({ path: `${WS}/moved/gone`, upstreamStatus: 302 });
    // The request id is the one the provider got and the access line shows.
    expect(calls.map((c) => c.reqId)).toEqual(requestIds);
    expect(calls.every((c) => typeof c.reqId === 'string' && c.reqId !== '')).toBe(true);
    expect(logged('request').map((a) => a.reqId)).toEqual(requestIds);
  });

  it('redacts a session token a link carries in the query', async () => {
    await get(`${WS}/carpark/get-models?idMarca=1&csrfToken=abc-csrf-value`);
    expect(logged('vehicle lookup proxied')[0]?.path).toBe(`${WS}/carpark/get-models?idMarca=1&csrfToken=[redacted]`);
    expect(lines.join('\n')).not.toContain('abc-csrf-value');
  });
});

describe('/assistenza in proxy mode', () => {
  it('answers a staff user’s lookups with their exchange from the vehicles port, never asking the provider', async () => {
    const { codedProduct } = await demoFixtureOf(shop);
    const staff = new TestClient(shop.app);
    expect((await staff.login('staff', 'staff')).statusCode).toBe(200);
    asked.length = 0;
    const cross = await staff.request({
      url: `/assistenza/catalogo/list-cross?artCode=${codedProduct.oe.code}&artSuppl=${codedProduct.oe.priceListCode}`,
      headers: { accept: 'application/json' },
    });
    expect(cross.statusCode).toBe(200);
    expect(cross.json()).toMatchObject({ operation: 'vehicles.cross', ok: true, input: { priceListCode: codedProduct.oe.priceListCode } });
    expect(cross.json().reply.count).toBeGreaterThan(0);
    const results = await staff.request({
      url: `/assistenza/catalogo/list-results?artCode=${codedProduct.code}`,
      headers: { accept: 'application/json' },
    });
    expect(results.json()).toMatchObject({ operation: 'partsLookup.articles', ok: true });
    expect(asked).toEqual([]);
    expect(logged('vehicle lookup proxied')).toEqual([]);
  });
});
