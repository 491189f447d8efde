import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request, type Dispatcher } from 'undici';
import { z } from 'zod';
import { mapAllOps, type Ports } from '../ports/index.ts';
import type { Ctx, OpDef } from '../ports/op.ts';
import { isPortError, type PortError } from '../ports/port-error.ts';
import { asDeclared, invalidInput } from '../ports/reason-check.ts';
import { fail, failWithDetail } from '../ports/reasons.ts';
import { maskBody, maskHeaders, maskUrl, traceOperation } from '../ports/trace.ts';
import { CircuitBreaker } from './circuit-breaker.ts';
import { replyEnvelope } from './protocol.ts';

/** The http adapter's options, validated when it is opened (a bad value stops the start). */
export const httpOptionsSchema = z.object({
  /** Base URL of the upstream, e.g. https://erp.example.it/shop-api */
  baseUrl: z.url({ protocol: /^https?$/ }),
  /** Deadline of one attempt, in ms. */
  timeoutMs: z.number().int().min(50).max(120_000).default(5000),
  /** Extra attempts for idempotent operations after a transport failure, 5xx or timeout. */
  retries: z.number().int().min(0).max(5).default(2),
  /** Sent as `Authorization: Bearer …` when set. */
  token: z.string().min(1).optional(),
  /**
   * The whole call's time, retries and their waits included (default: twice `timeoutMs`): a retry that cannot
   * finish within it is not started, and a Retry-After past it is not waited for.
   */
  budgetMs: z.number().int().min(50).max(600_000).optional(),
  /** Consecutive failures that open the upstream's circuit (5), and how long it stays open before a trial call (10 s). */
  breakerThreshold: z.number().int().min(1).max(1000).optional(),
  breakerCoolDownMs: z.number().int().min(10).max(600_000).optional(),
});

/** Where the adapter writes one line per upstream call (pino's, or any with the same two methods). */
export interface UpstreamCallLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export type HttpPortsOptions = z.output<typeof httpOptionsSchema> & {
  /** Tests and embedders may bring their own connection pool and breaker. */
  dispatcher?: Dispatcher;
  breaker?: CircuitBreaker;
  logger?: UpstreamCallLogger;
};

/** How long a Retry-After asks to wait, in ms: delay-seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfterMs(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** The Retry-After that came with a failure, kept beside it for the retry loop. */
const retryAfterOf = new WeakMap<object, number>();

/** A retry with less time than this left in the budget would only time out: it is not started. */
const MIN_ATTEMPT_MS = 25;

/** True for failures worth another attempt (the upstream may answer next time). */
function isTransient(error: unknown): boolean {
  // A refused token is the shop's configuration, not a sick upstream: asking again changes nothing.
  return isPortError(error) && (error.code === 'unavailable' || error.code === 'timeout') && error.reason !== 'upstream-unauthorized';
}

/**
 * Every port over the upstream protocol, generically from the port tables: one undici call per operation,
 * a deadline per attempt, retries only for idempotent operations, one circuit breaker for the upstream,
 * and every reply parsed by the operation's zod output. A call with `ctx.trace` records its operation, every
 * attempt's exchange (secrets masked) and a refusal by the open circuit (adapters/ports/trace.ts).
 */
export function createHttpPorts(options: HttpPortsOptions): Ports & { close(): Promise<void> } {
  const base = options.baseUrl.replace(/\/+$/, '');
  const dispatcher = options.dispatcher ?? new Agent({ keepAliveTimeout: 10_000, connections: 64 });
  const breaker = options.breaker ?? new CircuitBreaker(options.breakerThreshold ?? 5, options.breakerCoolDownMs ?? 10_000);
  const budgetMs = options.budgetMs ?? options.timeoutMs * 2;

  /** What one attempt sent and got: its status and timing for the log line, headers and bodies for a traced call. */
  interface Seen {
    started: number;
    headers?: Record<string, string>;
    body?: string;
    status?: number;
    replyHeaders?: Record<string, string | string[] | undefined>;
    text?: string;
  }

  async function attempt(url: string, def: OpDef, input: unknown, ctx: Ctx, n: number, timeoutMs: number, seen: Seen): Promise<unknown> {
    const trace = ctx.trace;
    if (!trace) return exchange(url, def, input, ctx, seen, timeoutMs);
    let error: string | undefined;
    try {
      return await exchange(url, def, input, ctx, seen, timeoutMs);
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      throw failure;
    } finally {
      const reply = maskBody(seen.text ?? '');
      trace.add({
        kind: 'upstream',
        attempt: n,
        method: 'POST',
        url: maskUrl(url),
        status: seen.status ?? null,
        durationMs: Math.round((performance.now() - seen.started) * 10) / 10,
        requestHeaders: maskHeaders(seen.headers),
        requestBody: maskBody(seen.body ?? '').body,
        replyHeaders: maskHeaders(seen.replyHeaders),
        replyBody: reply.body,
        truncated: reply.truncated,
        ...(error === undefined ? {} : { error }),
      });
    }
  }

  async function exchange(url: string, def: OpDef, input: unknown, ctx: Ctx, seen: Seen, timeoutMs: number): Promise<unknown> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = ctx.signal ? AbortSignal.any([ctx.signal, deadline]) : deadline;
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': ctx.requestId };
    if (ctx.idempotencyKey) headers['idempotency-key'] = ctx.idempotencyKey;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const payload = JSON.stringify({ input, context: { actor: ctx.actor } });
    if (ctx.trace) Object.assign(seen, { headers, body: payload });
    let text: string;
    let status: number;
    try {
      const res = await request(url, { method: 'POST', headers, body: payload, signal, dispatcher });
      status = res.statusCode;
      Object.assign(seen, { status, replyHeaders: res.headers });
      text = await res.body.text();
      if (ctx.trace) seen.text = text;
    } catch (error) {
      if (deadline.aborted) throw failWithDetail('upstream-timeout', `upstream did not answer within ${timeoutMs} ms`);
      if (ctx.signal?.aborted) throw fail('cancelled');
      throw failWithDetail('upstream-unreachable', (error as Error).message);
    }
    const wait = status === 429 || status === 503 ? retryAfterMs(seen.replyHeaders?.['retry-after']) : undefined;
    const withWait = (error: PortError) => {
      if (wait !== undefined) retryAfterOf.set(error, wait);
      return error;
    };
    // Outside the protocol, a 429 is the upstream saying it is busy and a 401 or 403 a gateway refusing the shop's
    // token, whatever their body says.
    const outsideProtocol = (what: string) => {
      if (status === 429) return withWait(failWithDetail('upstream-busy', 'upstream replied 429'));
      if (status === 401 || status === 403) return failWithDetail('upstream-unauthorized', `upstream replied ${status} ${what}`);
      return withWait(failWithDetail('upstream-bad-reply', `upstream replied ${status} ${what}`));
    };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw outsideProtocol('with a body that is not JSON');
    }
    const envelope = replyEnvelope.safeParse(body);
    if (!envelope.success) throw outsideProtocol('outside the protocol');
    if ('error' in envelope.data) {
      const { code, reason, data, detail } = envelope.data.error;
      throw withWait(asDeclared(def, code, reason, data, detail));
    }
    if (status >= 300) throw failWithDetail('upstream-bad-reply', `upstream replied ${status}`);
    const output = def.output.safeParse(envelope.data.output);
    if (!output.success) throw failWithDetail('upstream-bad-reply', `upstream reply does not match ${url}: ${output.error.message}`);
    return output.data;
  }

  /** One line per upstream call (each attempt): what an operator needs, never the input, reply or who asked. */
  function logCall(name: string, ctx: Ctx, n: number, seen: Seen | null, error?: unknown) {
    if (!options.logger) return;
    const line = {
      reqId: ctx.requestId,
      operation: name,
      attempt: n,
      status: seen?.status ?? null,
      durationMs: seen ? Math.round((performance.now() - seen.started) * 10) / 10 : 0,
      breaker: breaker.state,
      ...(isPortError(error) ? { code: error.code, reason: error.reason } : {}),
    };
    if (error === undefined || (isPortError(error) && !isTransient(error))) options.logger.info(line, 'upstream call');
    else options.logger.warn(line, 'upstream call');
  }

  async function call(url: string, name: string, def: OpDef, input: unknown, ctx: Ctx): Promise<unknown> {
    const parsed = def.input.safeParse(input ?? {});
    if (!parsed.success) throw invalidInput(parsed.error);
    const attempts = def.idempotent ? options.retries + 1 : 1;
    const started = performance.now();
    for (let n = 1; ; n++) {
      if (!breaker.allow()) {
        ctx.trace?.add({ kind: 'circuit-open', url: maskUrl(url), attempt: n });
        const refused = fail('circuit-open');
        logCall(name, ctx, n, null, refused);
        throw refused;
      }
      const left = budgetMs - (performance.now() - started);
      const seen: Seen = { started: performance.now() };
      try {
        const result = await attempt(url, def, parsed.data, ctx, n, Math.max(1, Math.floor(Math.min(options.timeoutMs, left))), seen);
        breaker.success();
        logCall(name, ctx, n, seen);
        return result;
      } catch (error) {
        if (!isTransient(error)) {
          breaker.success(); // the upstream answered: a business error is not a sick upstream
          logCall(name, ctx, n, seen, error);
          throw error;
        }
        breaker.failure();
        logCall(name, ctx, n, seen, error);
        if (n >= attempts || ctx.signal?.aborted) throw error;
        // Retry-After as the upstream asked, else exponential backoff with jitter; never past the call's budget.
        const told = retryAfterOf.get(error as object);
        const wait = told ?? Math.min(1000, 50 * 2 ** (n - 1)) * (0.5 + Math.random() / 2);
        const elapsed = performance.now() - started;
        if (elapsed + wait + MIN_ATTEMPT_MS > budgetMs) throw error;
        if (wait > 0) await sleep(wait);
      }
    }
  }

  const ports = mapAllOps((port, def, path) => {
    const url = `${base}/${port}/${path}`;
    const name = `${port}.${path}`;
    return (input, ctx) =>
      ctx.trace ? traceOperation(ctx.trace, name, input, () => call(url, name, def, input, ctx)) : call(url, name, def, input, ctx);
  });
  return Object.assign(ports, {
    close: async () => {
      if (!options.dispatcher) await dispatcher.close();
    },
  });
}
