import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The reason a request was refused under overload; the error handler answers it 503 (bff/plugins/errors.ts). */
export class ShopBusy extends Error {
  override readonly name = 'ShopBusy';
  /** Seconds the client is asked to wait before trying again. */
  readonly retryAfterS = RETRY_AFTER_S;
}

const RETRY_AFTER_S = 5;
/** How often the event loop's delay is read: short, so shedding starts and stops within a fraction of a second. */
const SAMPLE_INTERVAL_MS = 250;
/** At most one warning per this many ms while shedding lasts: a flood of requests must not become a flood of logs. */
const WARN_EVERY_MS = 10_000;

/** Probes must see the process as it is: a busy shop is alive, and its readiness is about the outside systems. */
const exempt = (request: FastifyRequest) => request.url.startsWith('/health/');

/**
 * Load shedding (@fastify/under-pressure): while the event loop's mean delay is over SHED_EVENT_LOOP_DELAY_MS,
 * every request but /health/* is refused at once with 503 and Retry-After, before its session is read, rather than
 * waiting in a queue that grows as long as the overload lasts. Registered after the reply headers, so the refusal
 * carries them. Off when the setting is 0 (tests, development).
 */
export const loadSheddingPlugin = fp(async function loadShedding(app: FastifyInstance) {
  const maxEventLoopDelay = app.config.SHED_EVENT_LOOP_DELAY_MS;
  if (!maxEventLoopDelay) return;
  const busy = new ShopBusy('event loop overloaded');
  let warnedAt = -Infinity;
  await app.register(underPressure, {
    maxEventLoopDelay,
    sampleInterval: SAMPLE_INTERVAL_MS,
    pressureHandler: (request, _reply, _type, value) => {
      if (exempt(request)) return undefined;
      const now = performance.now();
      if (now - warnedAt > WARN_EVERY_MS) {
        warnedAt = now;
        app.log.warn({ eventLoopDelayMs: Math.round(Number(value)), maxEventLoopDelay }, 'overloaded: shedding requests with 503');
      }
      // A rejection goes to the error handler, which writes the shop's 503 (its page or body, its headers).
      return Promise.reject(busy);
    },
  });
});
