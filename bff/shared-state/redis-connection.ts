import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { SharedStateUnavailable } from './shared-state.ts';

/** Every key the shop writes starts with this, so one Redis can serve other programs too. */
export const KEY_PREFIX = 'parts-shop:';

/** How long the start waits for Redis before it fails naming REDIS_URL. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Opens the connection the instance shares state through. Commands fail at once while Redis is away (no offline
 * queue: a request waiting on a dead store would hold its client for nothing) and within a second when it hangs;
 * the client reconnects by itself, backing off up to two seconds.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: 1000,
    retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), 2000),
  });
  let lastError = '';
  redis.on('error', (error: Error) => {
    // Logged once per kind of failure: a Redis away for a minute must not write a line per reconnect attempt.
    if (error.message !== lastError) log.warn({ err: error.message }, 'redis: connection failed');
    lastError = error.message;
  });
  redis.on('ready', () => {
    if (lastError) log.info('redis: connected again');
    lastError = '';
  });
  const timeout = setTimeout(() => redis.disconnect(), CONNECT_TIMEOUT_MS);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect to Redis (${(error as Error).message})`, { cause: error });
  } finally {
    clearTimeout(timeout);
  }
  return redis;
}

/** Runs a Redis call; any failure of the store becomes SharedStateUnavailable (the shop answers 503). */
export async function redisCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new SharedStateUnavailable(`redis ${what}: ${(error as Error).message}`, { cause: error });
  }
}
