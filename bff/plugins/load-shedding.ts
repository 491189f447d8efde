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
/**
 * After the server starts listening, its own start (the catalogue's vocabulary, the server renderer's import) still
 * lags the loop for a moment: no overload. The in-flight bound holds meanwhile.
 */
const START_GRACE_MS = 2000;
/** At most one warning per this many ms while shedding lasts: a flood of requests must not become a flood of logs. */
const WARN_EVERY_MS = 10_000;

/** Probes must see the process as it is: a busy shop is alive, and its readiness is about the outside systems. */
const exempt = (request: FastifyRequest) => request.url.startsWith('/health/');

/**
 * Load shedding. A request (but /health/*) is refused at once with 503 and Retry-After, before its session is read,
 * rather than waiting in a queue that grows as long as the overload lasts, when
 * - SHED_MAX_IN_FLIGHT requests are already admitted and not answered (their client not gone): the next would
 *   wait behind all of them; this bounds the admitted requests' wait;
 * - the event loop's mean delay is over SHED_EVENT_LOOP_DELAY_MS (@fastify/under-pressure, read every 250 ms): the
 *   process lags for any reason (a long synchronous task, the garbage collector).
 * Registered after the reply headers, so the refusal carries them. Each check is off when its setting is 0 (tests).
 */
export const loadSheddingPlugin = fp(async function loadShedding(app: FastifyInstance) {
  const { SHED_EVENT_LOOP_DELAY_MS: maxEventLoopDelay, SHED_MAX_IN_FLIGHT: maxInFlight } = app.config;
  const busy = new ShopBusy('overloaded');
  let warnedAt = -Infinity;
  const shed = (reason: Record<string, number>) => {
    const now = performance.now();
    if (now - warnedAt > WARN_EVERY_MS) {
      warnedAt = now;
      app.log.warn(reason, 'overloaded: shedding requests with 503');
    }
    return busy;
  };
  if (maxEventLoopDelay) {
    let started = false;
    app.addHook('onListen', (done) => {
      setTimeout(() => (started = true), START_GRACE_MS).unref();
      done();
    });
    await app.register(underPressure, {
      maxEventLoopDelay,
      sampleInterval: SAMPLE_INTERVAL_MS,
      // A rejection goes to the error handler, which writes the shop's 503 (its page or body, its headers).
      pressureHandler: (request, _reply, _type, value) =>
        !started || exempt(request) ? undefined : Promise.reject(shed({ eventLoopDelayMs: Math.round(Number(value)), maxEventLoopDelay })),
    });
  }
  if (maxInFlight) {
    let inFlight = 0;
    const leave = () => inFlight--;
    app.addHook('onRequest', (request, reply, done) => {
      if (exempt(request)) return done();
      if (inFlight >= maxInFlight) return done(shed({ inFlight, maxInFlight }));
      inFlight++;
      // 'close' comes once, whether the reply was sent or its client left first.
      reply.raw.once('close', leave);
      done();
    });
  }
});
