import { Redis } from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredSession } from '../session/session-data.ts';
import { TestRedis } from '../testing/redis-server.ts';
import { openSharedState } from './open-shared-state.ts';
import { MemoryWindows } from './memory-windows.ts';
import { KEY_PREFIX } from './redis-connection.ts';
import { SharedStateUnavailable, type SharedState } from './shared-state.ts';

const log = Fastify({ logger: false }).log;
const dir = mkdtempSync(join(tmpdir(), 'shared-state-'));
let redis: TestRedis;
const opened: SharedState[] = [];

beforeAll(async () => {
  redis = await TestRedis.start();
});
afterAll(async () => {
  for (const state of opened) await state.close();
  await redis.close();
  rmSync(dir, { recursive: true, force: true });
});

const open = async (kind: 'embedded' | 'redis') => {
  const state = await openSharedState(
    kind === 'redis' ? { dataDir: dir, redisUrl: redis.url } : { dataDir: join(dir, String(opened.length)) },
    log,
  );
  opened.push(state);
  return state;
};

const session = (id: string, userId: number, ttlMs = 60_000, impersonatorId?: number): StoredSession => ({
  id,
  data: { userId, customerId: userId, stateVersion: 0, ...(impersonatorId ? { impersonatorId } : {}) },
  expiresAt: Date.now() + ttlMs,
});

describe.each(['embedded', 'redis'] as const)('the %s shared state', (kind) => {
  it('keeps a session until it expires, and rotates one into another', async () => {
    const { sessions } = await open(kind);
    await sessions.put(session(`${kind}-short`, 1, 50));
    await sessions.put(session(`${kind}-long`, 2));
    expect((await sessions.get(`${kind}-long`))?.data.userId).toBe(2);
    await new Promise((r) => setTimeout(r, 80));
    expect(await sessions.get(`${kind}-short`)).toBeNull();
    await sessions.rotate(`${kind}-long`, session(`${kind}-next`, 2));
    expect(await sessions.get(`${kind}-long`)).toBeNull();
    expect((await sessions.get(`${kind}-next`))?.data.userId).toBe(2);
  });

  it('ends every session of a user, the ones they opened as staff acting for a customer too', async () => {
    const { sessions } = await open(kind);
    await sessions.put(session(`${kind}-u7-a`, 7));
    await sessions.put(session(`${kind}-u7-b`, 70, 60_000, 7));
    await sessions.put(session(`${kind}-u8`, 8));
    expect(await sessions.endUser(7)).toBe(2);
    expect(await sessions.get(`${kind}-u7-a`)).toBeNull();
    expect(await sessions.get(`${kind}-u7-b`)).toBeNull();
    expect(await sessions.get(`${kind}-u8`)).not.toBeNull();
  });

  it('counts hits in a sliding window and forgets them', async () => {
    const { windows } = await open(kind);
    const key = `${kind}-window`;
    expect(await windows.hit(key, 1000, 10_000)).toEqual([10_000]);
    expect(await windows.hit(key, 1000, 10_500)).toEqual([10_000, 10_500]);
    expect(await windows.recent(key, 1000, 11_200)).toEqual([10_500]);
    await windows.forget(key);
    expect(await windows.recent(key, 1000, 11_200)).toEqual([]);
  });

  it('takes at most `max` hits when many ask at once, and takes all keys or none', async () => {
    const { windows } = await open(kind);
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => windows.hitIfUnder([`${kind}-busy`], 5, 60_000, now)));
    expect(results.filter((r) => r.taken)).toHaveLength(5);
    const refused = await windows.hitIfUnder([`${kind}-free`, `${kind}-busy`], 5, 60_000, now);
    expect(refused.taken).toBe(false);
    expect(refused.recent.map((times) => times.length)).toEqual([0, 5]);
    expect(await windows.recent(`${kind}-free`, 60_000, now)).toEqual([]);
  });
});

describe('the embedded shared state', () => {
  it('keeps year-long windows apart, so a flood of strangers’ short keys cannot push them out', async () => {
    const windows = new MemoryWindows();
    const day = 24 * 3600_000;
    await windows.hit('short-first', 60_000, 1000);
    await windows.hit('password-changed', 366 * day, 1000);
    for (let i = 0; i < 100_000; i++) await windows.hit(`flood-${i}`, 60_000, 1000);
    expect(await windows.recent('short-first', 60_000, 1000)).toEqual([]);
    expect(await windows.recent('password-changed', 366 * day, 1000)).toEqual([1000]);
  });
});

describe('the Redis shared state', () => {
  it('gives every key it writes a time to live, so nothing grows without end', async () => {
    const state = await open('redis');
    await state.sessions.put(session('ttl-session', 9));
    await state.windows.hit('ttl-window', 60_000, Date.now());
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys(`${KEY_PREFIX}*`);
      expect(keys.length).toBeGreaterThan(2);
      const ttls = await Promise.all(keys.map((key) => client.pttl(key)));
      expect(ttls.filter((ttl) => ttl < 0)).toEqual([]);
    } finally {
      client.disconnect();
    }
  });

  it('keeps a year-long window (a password change voiding device cookies) for its year', async () => {
    const state = await open('redis');
    const day = 24 * 3600_000;
    const now = Date.now();
    await state.windows.hit('year-window', 366 * day, now);
    expect(await state.windows.recent('year-window', 366 * day, now + 365 * day)).toEqual([now]);
    const client = new Redis(redis.url);
    try {
      expect(await client.pttl(`${KEY_PREFIX}hits:year-window`)).toBeGreaterThan(365 * day);
    } finally {
      client.disconnect();
    }
  });

  it('fails with SharedStateUnavailable while Redis is away, and works again once it is back', async () => {
    const state = await open('redis');
    await redis.stop();
    try {
      await expect(state.sessions.get('any')).rejects.toBeInstanceOf(SharedStateUnavailable);
      await expect(state.windows.hit('any', 1000, Date.now())).rejects.toBeInstanceOf(SharedStateUnavailable);
    } finally {
      await redis.restart();
    }
    await expect
      .poll(
        () =>
          state.sessions.get('any').then(
            () => 'answered',
            () => 'failed',
          ),
        { timeout: 10_000 },
      )
      .toBe('answered');
  });

  it('refuses to start when Redis cannot be reached, naming REDIS_URL', async () => {
    await expect(openSharedState({ dataDir: dir, redisUrl: 'redis://127.0.0.1:1' }, log)).rejects.toThrow(/REDIS_URL/);
  });
});
