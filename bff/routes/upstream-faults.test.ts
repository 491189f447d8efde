import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n/server.ts';
import { startFaultUpstream, type Fault, type FaultUpstream } from '../testing/fault-upstream.ts';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';

/**
 * Every upstream fault of issue 31, through the whole shop (ADAPTER=http) against the reference served over the
 * protocol with a fault plug. Short deadlines (1 s an attempt, 2 s a call) keep the file fast.
 * The calls: `GET /sfapi/v1/catalog/count` (catalogue.count, idempotent, not cached), `POST /cart/add-ajax`
 * (carts.addItem, not idempotent) and `GET /makers/get-makers` (vehicles.makers, a cached list with stale-if-error).
 */
const COUNT = '/sfapi/v1/catalog/count?q=filtro';
const UPSTREAM = t('JS_ERROR_UPSTREAM');
const TIMEOUT = t('JS_ERROR_TIMEOUT');

let upstream: FaultUpstream;
let shop: TestApp;
let now = Date.parse('2026-03-02T09:00:00Z');
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  upstream = await startFaultUpstream();
  shop = await createTestApp(
    {
      ADAPTER: 'http',
      UPSTREAM_URL: upstream.url,
      UPSTREAM_TIMEOUT_MS: '1000',
      UPSTREAM_RETRIES: '2',
      // The breaker has its own tests below: here every fault must reach the upstream.
      UPSTREAM_BREAKER_THRESHOLD: '1000',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    },
    { clock: () => new Date(now), logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
  );
});
afterAll(async () => {
  await shop?.close();
  await upstream?.close();
});
beforeEach(() => {
  upstream.clear();
  lines.length = 0;
});

const count = () => shop.app.inject({ method: 'GET', url: COUNT, headers: { accept: 'application/json' } });

/** Calls the count with a fault plugged; answers the reply and how many attempts reached the upstream. */
async function countWith(fault: Fault, times = Infinity) {
  upstream.plug('catalogue/count', fault, times);
  const before = upstream.attempts('catalogue/count');
  const res = await count();
  return { res, attempts: upstream.attempts('catalogue/count') - before };
}

describe('upstream faults, answered by the shop in time and in its words', () => {
  it('latency within the deadline: the answer, in one attempt', async () => {
    const { res, attempts } = await countWith({ kind: 'latency', ms: 100 });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json()).toBe('number');
    expect(attempts).toBe(1);
  });

  it('a hang past the deadline: 504 with the timeout text, the idempotent call retried within its budget', async () => {
    const { res, attempts } = await countWith({ kind: 'hang' });
    expect(res.statusCode).toBe(504);
    expect(res.json().message).toBe(TIMEOUT);
    // As many attempts as the call's budget (twice the deadline) holds, never the three of the retries.
    expect(attempts).toBeGreaterThanOrEqual(1);
    expect(attempts).toBeLessThanOrEqual(2);
  });

  it.each<[string, Fault]>([
    ['a connection reset mid-body', { kind: 'reset' }],
    ['a truncated body', { kind: 'truncated' }],
    ['malformed JSON', { kind: 'malformed' }],
    ['a 500', { kind: 'status', status: 500 }],
    ['a 502', { kind: 'status', status: 502 }],
    ['a 503', { kind: 'status', status: 503 }],
    ['a reply that breaks the schema', { kind: 'off-schema' }],
  ])('%s: 502 with the shop’s text after the idempotent retries', async (_name, fault) => {
    const { res, attempts } = await countWith(fault);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(UPSTREAM);
    expect(attempts).toBe(3);
  });

  it('one 503 then an answer: the retry answers the page', async () => {
    const { res, attempts } = await countWith({ kind: 'status', status: 503 }, 1);
    expect(res.statusCode).toBe(200);
    expect(attempts).toBe(2);
  });

  it('a refused connection: 502 with the shop’s text', async () => {
    await upstream.refuse();
    try {
      const res = await count();
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(UPSTREAM);
    } finally {
      await upstream.accept();
    }
    expect((await count()).statusCode).toBe(200);
  });

  it('429 with Retry-After: 0 is retried as told and answers; a Retry-After past the deadline is not waited for', async () => {
    const soon = await countWith({ kind: 'busy', retryAfter: '0' }, 1);
    expect(soon.res.statusCode).toBe(200);
    expect(soon.attempts).toBe(2);
    const late = await countWith({ kind: 'busy', retryAfter: '120' });
    expect(late.res.statusCode).toBe(502);
    expect(late.res.json().message).toBe(UPSTREAM);
    expect(late.attempts).toBe(1);
  });

  it('a call that is not idempotent (adding to the cart) is never retried', async () => {
    const client = new TestClient(shop.app);
    expect((await client.login('demo', 'demo')).statusCode).toBe(200);
    upstream.plug('carts/addItem', { kind: 'status', status: 503 });
    const before = upstream.attempts('carts/addItem');
    const res = await client.send('POST', '/cart/add-ajax', { productId: 1, quantity: 1 });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(UPSTREAM);
    expect(upstream.attempts('carts/addItem') - before).toBe(1);
  });

  it('logs one line per upstream call: operation, status, duration, attempt, breaker state; no personal data', async () => {
    const client = new TestClient(shop.app);
    await client.login('demo', 'demo');
    await countWith({ kind: 'status', status: 503 }, 1);
    const calls = lines.filter((line) => line.msg === 'upstream call');
    const login = calls.find((line) => line.operation === 'accounts.login');
    expect(login).toMatchObject({ status: 200, attempt: 1, breaker: 'closed' });
    expect(typeof login?.durationMs).toBe('number');
    const counted = calls.filter((line) => line.operation === 'catalogue.count');
    expect(counted.map((line) => [line.attempt, line.status])).toEqual([
      [1, 503],
      [2, 200],
    ]);
    const text = JSON.stringify(calls);
    expect(text).not.toContain('demo');
    expect(text).not.toContain('filtro');
  });

  it('a cached list keeps its last value while the upstream is down, for as long as its bound', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/makers/get-makers' });
    expect(first.statusCode).toBe(200);
    upstream.plug('vehicles/makers', { kind: 'status', status: 503 });
    now += 2 * 3600_000; // past the list's hour of freshness
    const stale = await shop.app.inject({ method: 'GET', url: '/makers/get-makers' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
    now += 8 * 86_400_000; // past the bound of its stale-if-error
    const gone = await shop.app.inject({ method: 'GET', url: '/makers/get-makers' });
    expect(gone.statusCode).toBe(502);
    expect(gone.json().message).toBe(UPSTREAM);
  });
});

describe('the circuit breaker, one per upstream', () => {
  let erp: FaultUpstream;
  let partsCatalogue: FaultUpstream;
  let breakerShop: TestApp;
  beforeAll(async () => {
    [erp, partsCatalogue] = await Promise.all([startFaultUpstream(), startFaultUpstream()]);
    breakerShop = await createTestApp({
      ADAPTER: 'http',
      UPSTREAM_URL: erp.url,
      PARTS_CATALOGUE_URL: partsCatalogue.url,
      UPSTREAM_TIMEOUT_MS: '1000',
      UPSTREAM_RETRIES: '0',
      UPSTREAM_BREAKER_THRESHOLD: '3',
      UPSTREAM_BREAKER_COOLDOWN_MS: '200',
    });
  });
  afterAll(async () => {
    await breakerShop?.close();
    await erp?.close();
    await partsCatalogue?.close();
  });

  it('opens after failures (calls no longer reach the upstream), leaves the other upstream alone, closes again', async () => {
    const get = (url: string) => breakerShop.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    erp.plug('catalogue/count', { kind: 'status', status: 503 });
    for (let i = 0; i < 3; i++) expect((await get(COUNT)).statusCode).toBe(502);
    expect(erp.attempts('catalogue/count')).toBe(3);
    const refused = await get(COUNT);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(UPSTREAM);
    expect(erp.attempts('catalogue/count')).toBe(3);
    expect((await get('/makers/get-makers')).statusCode).toBe(200);
    erp.clear();
    await expect.poll(async () => (await get(COUNT)).statusCode, { timeout: 5000, interval: 100 }).toBe(200);
  });
});
