import type { FastifyBaseLogger } from 'fastify';
import { join } from 'node:path';
import { MemoryWindows } from './memory-windows.ts';
import { connectRedis } from './redis-connection.ts';
import { RedisSessions } from './redis-sessions.ts';
import { RedisWindows } from './redis-windows.ts';
import type { SharedState } from './shared-state.ts';
import { SqliteSessions } from './sqlite-sessions.ts';

const HOUR = 3600_000;

/** Redis when REDIS_URL is set (several instances), else the embedded default for one process. */
export async function openSharedState(
  options: { dataDir: string; redisUrl?: string | undefined },
  log: FastifyBaseLogger,
): Promise<SharedState> {
  if (options.redisUrl) {
    const redis = await connectRedis(options.redisUrl, log);
    return {
      kind: 'redis',
      sessions: new RedisSessions(redis),
      windows: new RedisWindows(redis),
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  const sessions = new SqliteSessions(join(options.dataDir, 'sessions.sqlite'));
  sessions.purgeExpired();
  const purge = setInterval(() => sessions.purgeExpired(), HOUR);
  purge.unref();
  return {
    kind: 'embedded',
    sessions,
    windows: new MemoryWindows(),
    close: async () => {
      clearInterval(purge);
      sessions.close();
    },
  };
}
