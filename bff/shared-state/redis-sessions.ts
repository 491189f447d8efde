import type { Redis } from 'ioredis';
import { loggedInUser, type StoredSession } from '../session/session-data.ts';
import { KEY_PREFIX, redisCall } from './redis-connection.ts';
import type { SessionStore } from './shared-state.ts';

const sessionKey = (id: string) => `${KEY_PREFIX}session:${id}`;
/** The ids of the sessions a user logged in to, for ending them all at a password change. */
const userKey = (userId: number) => `${KEY_PREFIX}user-sessions:${userId}`;

// Deletes every session of the user's set, then the set, in one step; answers how many sessions existed.
const END_USER = `
local ids = redis.call('SMEMBERS', KEYS[1])
local ended = 0
for _, id in ipairs(ids) do ended = ended + redis.call('DEL', ARGV[1] .. id) end
redis.call('DEL', KEYS[1])
return ended`;

/**
 * Sessions in Redis, shared by every instance: each a JSON value expiring with the session (Redis forgets it, no
 * purge), indexed by the user who logged in. No cache in the process: a logout on one instance must end the session
 * on the next request to any other.
 */
export class RedisSessions implements SessionStore {
  constructor(private readonly redis: Redis) {}

  async get(id: string): Promise<StoredSession | null> {
    const value = await redisCall('get session', () => this.redis.get(sessionKey(id)));
    if (!value) return null;
    const { data, expiresAt } = JSON.parse(value) as Omit<StoredSession, 'id'>;
    return expiresAt > Date.now() ? { id, data, expiresAt } : null;
  }

  async put(session: StoredSession): Promise<void> {
    await this.rotate(null, session);
  }

  async rotate(oldId: string | null, next: StoredSession | null): Promise<void> {
    const batch = this.redis.multi();
    if (oldId) batch.del(sessionKey(oldId));
    if (next) {
      const user = userKey(loggedInUser(next.data));
      batch.set(sessionKey(next.id), JSON.stringify({ data: next.data, expiresAt: next.expiresAt }), 'PXAT', next.expiresAt);
      batch.sadd(user, next.id);
      // The index lives as long as the user's newest session; ids of expired sessions in it cost a DEL of nothing.
      batch.pexpireat(user, next.expiresAt, 'GT');
      batch.pexpireat(user, next.expiresAt, 'NX');
    }
    await redisCall('write session', () => batch.exec());
  }

  async endUser(userId: number): Promise<number> {
    const ended = await redisCall('end sessions', () => this.redis.eval(END_USER, 1, userKey(userId), `${KEY_PREFIX}session:`));
    return Number(ended);
  }
}
