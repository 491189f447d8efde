import type { LightMyRequestResponse } from 'fastify';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../shared/i18n/server.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

const HTML = { accept: 'text/html,application/xhtml+xml' };
const JSON_ACCEPT = { accept: 'application/json' };

function expectShopHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

function expectJsonError(res: LightMyRequestResponse, status: number, message: string): void {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ message, second: { message } });
}

describe('errors Fastify raises before any route runs', () => {
  it('a bad percent-encoding in the path: 400 in Italian, as a page for a browser, without the URL', async () => {
    const page = await shop.app.inject({ url: '/ricambio/%zz-echo', headers: { ...HTML, 'x-request-id': 'bad-url-1' } });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('lang="it"');
    expect(page.body).toContain(t('JS_ERROR_BAD_URL'));
    expect(page.body).not.toContain('zz-echo');
    expectShopHeaders(page.headers);
    expect(page.headers['x-request-id']).toBe('bad-url-1');

    const data = await shop.app.inject({ url: '/ricambio/%zz-echo', headers: JSON_ACCEPT });
    expectJsonError(data, 400, t('JS_ERROR_BAD_URL'));
    expect(data.body).not.toContain('zz-echo');
    expectShopHeaders(data.headers);
    expect(data.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('a path parameter over 100 characters: 414 in Italian, without the URL', async () => {
    const id = `echo${'x'.repeat(97)}`;
    const data = await shop.app.inject({ url: `/ricambio/${id}`, headers: { ...JSON_ACCEPT, 'x-request-id': 'long-1' } });
    expectJsonError(data, 414, t('JS_ERROR_URL_TOO_LONG'));
    expect(data.body).not.toContain('echo');
    expectShopHeaders(data.headers);
    expect(data.headers['x-request-id']).toBe('long-1');

    const page = await shop.app.inject({ url: `/ricambio/${id}`, headers: HTML });
    expect(page.statusCode).toBe(414);
    expect(page.body).toContain(t('JS_ERROR_URL_TOO_LONG'));
    expect(page.body).not.toContain('echo');
    expectShopHeaders(page.headers);
  });
});

/** One raw request over a socket (Node's parser rejects it before Fastify sees a request): the reply's text. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', () => resolve(reply));
    socket.on('close', () => resolve(reply));
    socket.on('connect', () => socket.write(request));
    socket.setTimeout(5000, () => reject(new Error('no reply')));
  });
}

function parse(raw: string): { status: number; headers: Record<string, string>; body: string } {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: Buffer.from(rest.join('\r\n\r\n'), 'latin1').toString('utf8') };
}

describe('errors Node raises before a request exists', () => {
  const port = () => Number(new URL(shop.url).port);
  const huge = `x-echo: ${'y'.repeat(20_000)}\r\n`;

  it('an oversized header block: 431, an Italian page with the shop headers, never the header itself', async () => {
    const reply = parse(await rawExchange(port(), `GET /ricambio/echo-path HTTP/1.1\r\nhost: shop\r\n${huge}\r\n`));
    expect(reply.status).toBe(431);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.body).toContain('lang="it"');
    expect(reply.body).toContain(t('JS_ERROR_HEADERS_TOO_LARGE'));
    expect(reply.body).not.toMatch(/echo|yyyy/);
    expectShopHeaders(reply.headers);
  });

  it('an oversized header block from a client asking for JSON: the shop error body', async () => {
    const reply = parse(
      await rawExchange(port(), `GET /sfapi/v1/principal HTTP/1.1\r\nhost: shop\r\naccept: application/json\r\n${huge}\r\n`),
    );
    expect(reply.status).toBe(431);
    const message = t('JS_ERROR_HEADERS_TOO_LARGE');
    expect(JSON.parse(reply.body)).toEqual({ message, second: { message } });
    expectShopHeaders(reply.headers);
  });

  it('a malformed request line: 400 in Italian with the shop headers', async () => {
    const reply = parse(await rawExchange(port(), `GET /echo path HTTP/1.1\r\nhost: shop\r\n\r\n`));
    expect(reply.status).toBe(400);
    expect(reply.body).toContain(t('JS_ERROR_BAD_REQUEST'));
    expect(reply.body).not.toContain('echo');
    expectShopHeaders(reply.headers);
  });
});
