import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n/server.ts';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';

const WS = '/ricambi-ws';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/**
 * VEHICLE_LOOKUP=proxy against a provider that refuses the shop's token, answers HTML or a script, or marks
 * a reply public: the browser gets only JSON and images, never a 401 (SPEC §6 reloads the page on 401, which
 * would loop), and a logged-in customer's reply is never left cacheable by shared caches.
 */
describe('the vehicle proxy guards what the provider answers', () => {
  let provider: FastifyInstance;
  let shop: TestApp;
  beforeAll(async () => {
    provider = Fastify();
    provider.get('/api/ricambi-ws/*', async (request, reply) => {
      const path = request.url.slice('/api/ricambi-ws'.length).split('?')[0];
      switch (path) {
        case '/carpark/unauthorized':
          return reply.code(401).send({ error: 'token expired' });
        case '/carpark/forbidden':
          return reply.code(403).send({ error: 'not your contract' });
        case '/carpark/html':
          return reply.type('text/html').send('<script>alert(1)</script>');
        case '/carpark/script':
          return reply.type('application/javascript').send('alert(1)');
        case '/grafica/picture.png':
          return reply.type('image/png').header('cache-control', 'public, max-age=600').send(PNG);
        default:
          return reply.header('cache-control', 'public, max-age=60').send([{ idModello: 1, descrizione: 'Panda' }]);
      }
    });
    const url = await provider.listen({ port: 0, host: '127.0.0.1' });
    shop = await createTestApp({ VEHICLE_LOOKUP: 'proxy', VEHICLE_LOOKUP_URL: `${url}/api`, UPSTREAM_TIMEOUT_MS: '3000' });
  });
  afterAll(async () => {
    await shop?.close();
    await provider?.close();
  });

  const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });

  it.each(['unauthorized', 'forbidden'])('a provider refusing the shop (%s) is a 502 with the shop’s text', async (path) => {
    const res = await get(`${WS}/carpark/${path}`);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(t('JS_ERROR_UPSTREAM'));
  });

  it.each(['html', 'script'])('a reply that is neither JSON nor an image (%s) never reaches the browser', async (path) => {
    const res = await get(`${WS}/carpark/${path}`);
    expect(res.statusCode).toBe(502);
    expect(res.body).not.toContain('alert(1)');
  });

  it('passes JSON and images', async () => {
    const json = await get(`${WS}/carpark/get-models`);
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual([{ idModello: 1, descrizione: 'Panda' }]);
    const png = await get(`${WS}/grafica/picture.png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(PNG)).toBe(true);
  });

  it('a logged-in customer’s reply drops the provider’s Cache-Control: public; a visitor’s keeps it', async () => {
    expect((await get(`${WS}/carpark/get-models`)).headers['cache-control']).toBe('public, max-age=60');
    const client = new TestClient(shop.app);
    expect((await client.login('demo', 'demo')).statusCode).toBe(200);
    const res = await client.request({ method: 'GET', url: `${WS}/carpark/get-models`, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toContain('public');
    expect(res.headers['cache-control']).toContain('private');
  });
});
