import nock from 'nock';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ctx } from '../ports/op.ts';
import { isPortError } from '../ports/port-error.ts';
import { CircuitBreaker } from './circuit-breaker.ts';
import { createHttpPorts } from './http-ports.ts';

const UPSTREAM = 'http://erp.test';
const productReply = JSON.parse(readFileSync(new URL('../../fixtures/upstream/catalogue.productById.json', import.meta.url), 'utf8'));
const actor = { userId: 7, customerId: 3 };
const ctx = (extra: Partial<Ctx> = {}): Ctx => ({ requestId: 'req-1', actor, ...extra });

function ports(options: { timeoutMs?: number; retries?: number; breaker?: CircuitBreaker; budgetMs?: number } = {}) {
  return createHttpPorts({
    baseUrl: UPSTREAM,
    timeoutMs: options.timeoutMs ?? 1000,
    ...(options.budgetMs ? { budgetMs: options.budgetMs } : {}),
    retries: options.retries ?? 2,
    token: 's3cret',
    ...(options.breaker ? { breaker: options.breaker } : {}),
  });
}

async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'resolved';
  } catch (error) {
    return isPortError(error) ? error.code : `non-port error: ${String(error)}`;
  }
}

afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
});

describe('http adapter over the upstream protocol', () => {
  it('posts { input, context } with request id, token and idempotency key, and returns the parsed output', async () => {
    const scope = nock(UPSTREAM, { reqheaders: { 'x-request-id': 'req-1', authorization: 'Bearer s3cret' } })
      .post('/catalogue/productById', { input: { id: 4242 }, context: { actor } })
      .reply(200, productReply);
    const product = await ports().catalogue.productById({ id: 4242 }, ctx());
    expect(product.code).toBe('P 85 020');
    expect(product.stock[0]).toEqual({ warehouseCode: 'TV', warehouseName: 'Treviso', quantity: 12 });
    scope.done();

    const add = nock(UPSTREAM, { reqheaders: { 'idempotency-key': 'key-1' } })
      .post('/carts/addItem')
      .reply(200, {
        output: {
          cart: { cartId: 1, lines: 1, quantity: 2 },
          item: {
            orderItemId: 1,
            productId: 4242,
            brand: 'Brembo',
            code: 'P 85 020',
            description: 'x',
            quantity: 2,
            urgent: false,
            note: '',
            vehicle: '',
            minQty: 1,
            packQty: 1,
            travelsUrgent: false,
            unitNetCents: 3190,
            lineNetCents: 6380,
          },
        },
      });
    await ports().carts.addItem({ productId: 4242, quantity: 2 }, ctx({ idempotencyKey: 'key-1' }));
    add.done();
  });

  it('turns an error reply into a PortError with its code, reason, data and detail, without retrying', async () => {
    nock(UPSTREAM)
      .post('/carts/addItem')
      .reply(400, {
        error: { code: 'invalid', reason: 'quantity-not-multiple', data: { minimum: 4, multiple: 4 }, detail: 'MOQ rule 17' },
      });
    await expect(ports().carts.addItem({ productId: 1, quantity: 3 }, ctx())).rejects.toMatchObject({
      code: 'invalid',
      reason: 'quantity-not-multiple',
      data: { minimum: 4, multiple: 4 },
      detail: 'MOQ rule 17',
    });
  });

  it('keeps the code of a reason the operation does not declare, or whose data is off-shape, as reason unknown', async () => {
    const replies = [
      { code: 'not_found', reason: 'warehouse-on-fire', data: {} },
      { code: 'not_found', reason: 'quantity-not-multiple', data: { minimum: 4, multiple: 4 } },
      { code: 'invalid', reason: 'quantity-not-multiple', data: { minimum: 'four' } },
    ];
    for (const error of replies) {
      nock(UPSTREAM).post('/catalogue/productById').reply(400, { error });
      await expect(ports().catalogue.productById({ id: 1 }, ctx())).rejects.toMatchObject({
        code: error.code,
        reason: 'unknown',
        data: {},
      });
    }
  });

  it('says the upstream refuses the shop, in the protocol or from a gateway in front of it, without retrying', async () => {
    nock(UPSTREAM)
      .post('/catalogue/productById')
      .reply(401, { error: { code: 'unavailable', reason: 'upstream-unauthorized', data: {}, detail: 'wrong bearer token' } });
    await expect(ports().catalogue.productById({ id: 1 }, ctx())).rejects.toMatchObject({
      code: 'unavailable',
      reason: 'upstream-unauthorized',
      detail: 'wrong bearer token',
    });
    nock(UPSTREAM).post('/catalogue/productById').reply(401, 'Unauthorized');
    nock(UPSTREAM).post('/catalogue/productById').reply(403, { message: 'Forbidden' });
    for (const status of [401, 403]) {
      await expect(ports().catalogue.productById({ id: 1 }, ctx())).rejects.toMatchObject({
        code: 'unavailable',
        reason: 'upstream-unauthorized',
        detail: expect.stringContaining(`upstream replied ${status}`),
      });
    }
  });

  it('fails with timeout when the upstream misses the deadline, after retrying an idempotent call', async () => {
    nock(UPSTREAM)
      .post('/catalogue/productById')
      .times(3)
      .reply(async () => {
        await sleep(300);
        return [200, productReply];
      });
    // A budget that holds the three attempts (by default the call's budget is twice the deadline of one).
    expect(await codeOf(ports({ timeoutMs: 80, retries: 2, budgetMs: 2000 }).catalogue.productById({ id: 4242 }, ctx()))).toBe('timeout');
  });

  it('retries an idempotent call after a 5xx and succeeds', async () => {
    nock(UPSTREAM).post('/catalogue/productById').reply(503, 'Service Unavailable').post('/catalogue/productById').reply(200, productReply);
    const product = await ports({ retries: 1 }).catalogue.productById({ id: 4242 }, ctx());
    expect(product.id).toBe(4242);
  });

  it('never retries a call that is not idempotent', async () => {
    nock(UPSTREAM).post('/carts/addItem').reply(502, 'Bad Gateway');
    const second = nock(UPSTREAM).post('/carts/addItem').reply(200, {});
    expect(await codeOf(ports({ retries: 3 }).carts.addItem({ productId: 1, quantity: 1 }, ctx()))).toBe('unavailable');
    expect(second.isDone()).toBe(false);
    nock.cleanAll();
  });

  it('rejects malformed, truncated and off-schema replies as unavailable', async () => {
    nock(UPSTREAM).post('/catalogue/productById').reply(200, '<html>oops</html>');
    expect(await codeOf(ports({ retries: 0 }).catalogue.productById({ id: 4242 }, ctx()))).toBe('unavailable');
    nock(UPSTREAM).post('/catalogue/productById').reply(200, JSON.stringify(productReply).slice(0, 80));
    expect(await codeOf(ports({ retries: 0 }).catalogue.productById({ id: 4242 }, ctx()))).toBe('unavailable');
    nock(UPSTREAM)
      .post('/catalogue/productById')
      .reply(200, { output: { ...productReply.output, netCents: 'tanti' } });
    expect(await codeOf(ports({ retries: 0 }).catalogue.productById({ id: 4242 }, ctx()))).toBe('unavailable');
  });

  it('opens the circuit after repeated failures and stops calling the upstream', async () => {
    const breaker = new CircuitBreaker(3, 60_000);
    nock(UPSTREAM).post('/catalogue/productById').times(3).reply(500, 'boom');
    const p = ports({ retries: 0, breaker });
    for (let i = 0; i < 3; i++) expect(await codeOf(p.catalogue.productById({ id: 4242 }, ctx()))).toBe('unavailable');
    const untouched = nock(UPSTREAM).post('/catalogue/productById').reply(200, productReply);
    await expect(p.catalogue.productById({ id: 4242 }, ctx())).rejects.toMatchObject({
      code: 'unavailable',
      reason: 'circuit-open',
    });
    expect(untouched.isDone()).toBe(false);
    nock.cleanAll();
  });

  it('refuses bad input before calling anyone', async () => {
    expect(await codeOf(ports().catalogue.productById({ id: -1 }, ctx()))).toBe('invalid');
  });
});
