import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { MASK, Trace } from '../ports/trace.ts';
import { CircuitBreaker } from './circuit-breaker.ts';
import { createHttpPorts } from './http-ports.ts';

const UPSTREAM = 'http://parts.test';
const actor = { userId: 7, customerId: 3 };
const row = { priceListCode: 'BRE', priceList: 'Brembo', code: 'P85020', kind: 'article', withEquivalents: true, description: 'Pastiglie' };

const ports = (breaker = new CircuitBreaker()) =>
  createHttpPorts({ baseUrl: UPSTREAM, timeoutMs: 1000, retries: 2, token: 's3cret', breaker });

afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
});

const busyReply = { error: { code: 'unavailable', reason: 'upstream-busy', data: {}, detail: 'busy' } };

describe('http adapter: a traced call', () => {
  it('records each attempt (URL, status, masked headers, raw body) and the operation, retries included', async () => {
    const scope = nock(UPSTREAM)
      .post('/partsLookup/articles')
      .reply(503, busyReply, { 'set-cookie': 'lb=node-2', 'x-upstream': 'a' })
      .post('/partsLookup/articles', { input: { q: 'P85020' }, context: { actor } })
      .reply(200, { output: [row] }, { 'content-type': 'application/json' });
    const trace = new Trace();
    const rows = await ports().partsLookup.articles({ q: 'P85020' }, { requestId: 'req-9', actor, trace });
    expect(rows).toEqual([row]);
    scope.done();

    const [first, second, ...rest] = trace.upstream;
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      kind: 'upstream',
      attempt: 1,
      method: 'POST',
      url: `${UPSTREAM}/partsLookup/articles`,
      status: 503,
      requestHeaders: { authorization: MASK, 'x-request-id': 'req-9', 'content-type': 'application/json' },
      requestBody: JSON.stringify({ input: { q: 'P85020' }, context: { actor } }),
      replyHeaders: { 'set-cookie': MASK, 'x-upstream': 'a' },
      replyBody: JSON.stringify(busyReply),
      truncated: false,
      error: 'unavailable/upstream-busy: busy',
    });
    expect(second).toMatchObject({ attempt: 2, status: 200, replyBody: JSON.stringify({ output: [row] }) });
    expect(second).not.toHaveProperty('error');
    expect(JSON.stringify(trace.entries)).not.toContain('s3cret');
    expect(trace.operation).toMatchObject({ operation: 'partsLookup.articles', input: { q: 'P85020' }, ok: true, reply: [row] });
    expect(trace.entries.at(-1)?.kind).toBe('operation');
  });

  it('records a failure without a reply, and a call the open circuit refuses', async () => {
    const breaker = new CircuitBreaker(1, 60_000);
    nock(UPSTREAM).post('/partsLookup/articles').times(3).replyWithError('connection refused');
    const trace = new Trace();
    const http = ports(breaker);
    await expect(http.partsLookup.articles({ q: 'X' }, { requestId: 'r', actor: null, trace })).rejects.toMatchObject({
      code: 'unavailable',
    });
    expect(trace.upstream).toEqual([
      expect.objectContaining({ attempt: 1, status: null, replyBody: '', error: expect.stringContaining('unreachable') }),
    ]);
    expect(trace.entries).toContainEqual({ kind: 'circuit-open', url: `${UPSTREAM}/partsLookup/articles`, attempt: 2 });
    expect(trace.operation).toMatchObject({ ok: false, errorCode: 'unavailable', message: 'unavailable/circuit-open' });
    nock.cleanAll();
  });

  it('records nothing without a trace', async () => {
    nock(UPSTREAM).post('/partsLookup/articles').reply(200, { output: [] });
    await expect(ports().partsLookup.articles({ q: 'X' }, { requestId: 'r', actor: null })).resolves.toEqual([]);
  });
});
