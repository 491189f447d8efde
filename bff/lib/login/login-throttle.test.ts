import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryWindows } from '../../shared-state/memory-windows.ts';
import { RedisWindows } from '../../shared-state/redis-windows.ts';
import type { HitWindows } from '../../shared-state/shared-state.ts';
import { TestRedis } from '../../testing/redis-server.ts';
import { LOCKOUT_MEMORY_MS, LOGIN_POLICY, LoginThrottle } from './login-throttle.ts';

const T0 = 1_700_000_000_000;
const { accountFailures, addressFailures, windowMs } = LOGIN_POLICY;

let redis: TestRedis;
let client: Redis;
beforeAll(async () => {
  redis = await TestRedis.start();
  client = new Redis(redis.url);
});
afterAll(async () => {
  client.disconnect();
  await redis.close();
});

// The same counts in memory (one instance) and in Redis (several): each test has its own scope, so keys never meet.
const stores: [string, () => HitWindows][] = [
  ['memory', () => new MemoryWindows()],
  ['Redis', () => new RedisWindows(client)],
];
let scopes = 0;

describe.each(stores)('login throttle (%s)', (_store, windows) => {
  const throttle = () => new LoginThrottle(windows(), `test-${(scopes += 1)}`);

  /** Fails `count` times for the account from the address at `at`; the last answer. */
  const failTimes = async (t: LoginThrottle, count: number, username: string, address: string, at: number) => {
    let last: number | null = null;
    for (let i = 0; i < count; i++) last = await t.recordFailure(username, address, at);
    return last;
  };

  it('lets five failures of one account through and locks it out for a minute at the sixth, from any address', async () => {
    const t = throttle();
    for (let i = 0; i < accountFailures; i++) {
      expect(await t.retryAfter('demo', `10.0.0.${i}`, T0 + i)).toBeNull();
      expect(await t.recordFailure('demo', `10.0.0.${i}`, T0 + i)).toBeNull();
    }
    expect(await t.recordFailure('demo', '10.0.0.9', T0 + 10)).toBe(60);
    expect(await t.retryAfter('DEMO ', '10.9.9.9', T0 + 10 + 20_000)).toBe(40);
    expect(await t.retryAfter('demo', '10.9.9.9', T0 + 10 + 60_000)).toBeNull();
    expect(await t.retryAfter('other', '10.0.0.1', T0 + 20_000)).toBeNull();
  });

  it('makes each lockout of an account within a day longer: 1 minute, 5, 15, 15', async () => {
    const t = throttle();
    let at = T0;
    const lengths: (number | null)[] = [];
    for (let round = 0; round < 4; round++) {
      // The failures that led to a lockout are forgotten: the next lockout again takes five, then one more.
      expect(await failTimes(t, accountFailures, 'demo', '10.0.1.1', at)).toBeNull();
      const length = await t.recordFailure('demo', '10.0.1.1', at);
      lengths.push(length);
      expect(await t.retryAfter('demo', '10.0.1.2', at + 1000)).toBe((length ?? 0) - 1);
      at += (length ?? 0) * 1000;
      expect(await t.retryAfter('demo', '10.0.1.2', at)).toBeNull();
    }
    expect(lengths).toEqual([60, 300, 900, 900]);
  });

  it('steps back to a minute after a quiet day', async () => {
    const t = throttle();
    expect(await failTimes(t, accountFailures + 1, 'demo', '10.0.2.1', T0)).toBe(60);
    expect(await failTimes(t, accountFailures + 1, 'demo', '10.0.2.1', T0 + 61_000)).toBe(300);
    const later = T0 + 61_000 + LOCKOUT_MEMORY_MS + 1000;
    expect(await failTimes(t, accountFailures + 1, 'demo', '10.0.2.1', later)).toBe(60);
  });

  it('locks out an address that fails on many accounts, the growing way too', async () => {
    const t = throttle();
    for (let i = 0; i < addressFailures; i++) expect(await t.recordFailure(`user${i}`, '10.0.3.1', T0)).toBeNull();
    expect(await t.recordFailure('one-more', '10.0.3.1', T0)).toBe(60);
    expect(await t.retryAfter('fresh-user', '10.0.3.1', T0 + 1000)).toBe(59);
    expect(await t.retryAfter('fresh-user', '10.0.3.2', T0 + 1000)).toBeNull();
    for (let i = 0; i < addressFailures; i++) await t.recordFailure(`again${i}`, '10.0.3.1', T0 + 60_000);
    expect(await t.recordFailure('one-more', '10.0.3.1', T0 + 60_000)).toBe(300);
  });

  it('locks nothing while failures leave the window: never more than five in 15 minutes', async () => {
    const t = throttle();
    for (let i = 0; i < 3 * accountFailures; i++) {
      expect(await t.recordFailure('slow', '10.0.4.1', T0 + i * (windowMs / accountFailures + 1))).toBeNull();
    }
  });

  it('forgets an account’s failures at a successful login, not the address’s', async () => {
    const t = throttle();
    await failTimes(t, accountFailures, 'demo', '10.0.5.1', T0);
    await t.succeeded('demo');
    expect(await failTimes(t, accountFailures, 'demo', '10.0.5.1', T0)).toBeNull();
    for (let i = 2 * accountFailures; i < addressFailures; i++) await t.recordFailure(`u${i}`, '10.0.5.1', T0);
    expect(await t.recordFailure('last', '10.0.5.1', T0)).toBe(60);
  });

  it('keeps a username from naming another key: "demo:lockouts" is an account of its own', async () => {
    const t = throttle();
    expect(await failTimes(t, accountFailures + 1, 'lockouts:account:demo', '10.0.6.1', T0)).toBe(60);
    expect(await failTimes(t, accountFailures + 1, 'demo:lockouts', '10.0.6.2', T0)).toBe(60);
    expect(await t.retryAfter('demo', '10.0.6.3', T0 + 1000)).toBeNull();
  });
});
