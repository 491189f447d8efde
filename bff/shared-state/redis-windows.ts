import type { Redis } from 'ioredis';
import { KEY_PREFIX, redisCall } from './redis-connection.ts';
import type { HitWindows } from './shared-state.ts';

const windowKey = (key: string) => `${KEY_PREFIX}hits:${key}`;

// A window is a sorted set of hit times (scores); a hit's member is its time plus a random tail, so two hits in the
// same millisecond both count. Each script drops the hits that left the window and expires the set with it.
const RECENT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
return redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')`;

const HIT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[1] .. ':' .. ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')`;

// ARGV: now, window, max, member tail. Answers {taken (0/1), then each key's times as a flat list ended by 'end'}.
const HIT_IF_UNDER = `
local reply = {1}
local under = true
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[1] - ARGV[2])
  if redis.call('ZCARD', key) >= tonumber(ARGV[3]) then under = false end
end
for i, key in ipairs(KEYS) do
  local times = redis.call('ZRANGE', key, 0, -1, 'WITHSCORES')
  for j = 2, #times, 2 do table.insert(reply, times[j]) end
  table.insert(reply, 'end')
  if under then
    redis.call('ZADD', key, ARGV[1], ARGV[1] .. ':' .. ARGV[4])
    redis.call('PEXPIRE', key, ARGV[2])
  end
end
if not under then reply[1] = 0 end
return reply`;

/** Scores of a ZRANGE … WITHSCORES reply (member, score, member, score…). */
const scores = (reply: unknown): number[] => (reply as string[]).filter((_, i) => i % 2 === 1).map(Number);
const tail = () => Math.random().toString(36).slice(2, 10);

/** Throttle counters in Redis, shared by every instance: a failure counted on one is counted on all. */
export class RedisWindows implements HitWindows {
  constructor(private readonly redis: Redis) {}

  async recent(key: string, windowMs: number, now: number): Promise<number[]> {
    return scores(await redisCall('read hits', () => this.redis.eval(RECENT, 1, windowKey(key), now, windowMs)));
  }

  async hit(key: string, windowMs: number, now: number): Promise<number[]> {
    return scores(await redisCall('count hit', () => this.redis.eval(HIT, 1, windowKey(key), now, windowMs, tail())));
  }

  async hitIfUnder(keys: readonly string[], max: number, windowMs: number, now: number) {
    const reply = (await redisCall('count hit', () =>
      this.redis.eval(HIT_IF_UNDER, keys.length, ...keys.map(windowKey), now, windowMs, max, tail()),
    )) as (string | number)[];
    const recent: number[][] = [[]];
    for (const item of reply.slice(1)) {
      if (item === 'end') recent.push([]);
      else recent[recent.length - 1]?.push(Number(item));
    }
    recent.pop();
    return { taken: reply[0] === 1, recent };
  }

  async forget(key: string): Promise<void> {
    await redisCall('forget hits', () => this.redis.del(windowKey(key)));
  }
}
