import nock from 'nock';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ctx } from '../ports/op.ts';
import { createHttpPorts } from './http-ports.ts';

// The reply recorded from the protocol server in front of the reference adapter opened with a frame origin
// (http://localhost:4999), asked for the shop at http://127.0.0.1:3000, played back to the http adapter.
const UPSTREAM = 'http://provider.test';
const SHOP = 'http://127.0.0.1:3000';
const recorded = (name: string) => JSON.parse(readFileSync(new URL(`../../fixtures/upstream/${name}.json`, import.meta.url), 'utf8'));
const visitor: Ctx = { requestId: 'req-f', actor: null };
const ports = () => createHttpPorts({ baseUrl: UPSTREAM, timeoutMs: 1000, retries: 1 });

afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});

describe('http adapter: the parts-lookup frame URL over the upstream protocol', () => {
  it("sends the shop's origin without its trailing slash and answers the provider's URL as it is", async () => {
    const scope = nock(UPSTREAM, { reqheaders: { 'x-request-id': 'req-f' } })
      .post('/partsLookup/frameUrl', { input: { origin: SHOP }, context: { actor: null } })
      .reply(200, recorded('partsLookup.frameUrl'));
    const { url } = await ports().partsLookup.frameUrl({ origin: `${SHOP}/` }, visitor);
    scope.done();
    expect(url).toBe('http://localhost:4999/catalogo-frame/?origin=http%3A%2F%2F127.0.0.1%3A3000');
  });

  it('asks the provider every time: a frame URL may carry a session token', async () => {
    const scope = nock(UPSTREAM)
      .post('/partsLookup/frameUrl')
      .reply(200, { output: { url: 'https://parts.example/frame?token=a' } })
      .post('/partsLookup/frameUrl')
      .reply(200, { output: { url: 'https://parts.example/frame?token=b' } });
    const http = ports();
    expect((await http.partsLookup.frameUrl({ origin: SHOP }, visitor)).url).toBe('https://parts.example/frame?token=a');
    expect((await http.partsLookup.frameUrl({ origin: SHOP }, visitor)).url).toBe('https://parts.example/frame?token=b');
    scope.done();
  });

  it('refuses a reply whose URL is not an absolute http(s) URL, and a bad origin before calling anyone', async () => {
    for (const url of ['/catalogo-frame/', 'javascript:alert(1)']) {
      nock(UPSTREAM).post('/partsLookup/frameUrl').reply(200, { output: { url } });
      await expect(ports().partsLookup.frameUrl({ origin: SHOP }, visitor)).rejects.toMatchObject({ code: 'unavailable' });
    }
    await expect(ports().partsLookup.frameUrl({ origin: 'https://evil.example/path' }, visitor)).rejects.toMatchObject({
      code: 'invalid',
    });
  });
});
