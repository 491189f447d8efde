import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request, type Dispatcher } from 'undici';
import { z } from 'zod';
import { mapAllOps, type Ports } from '../ports/index.ts';
import type { Ctx, OpDef } from '../ports/op.ts';
import { isPortError } from '../ports/port-error.ts';
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
});

export type HttpPortsOptions = z.output<typeof httpOptionsSchema> & {
  /** Tests and embedders may bring their own connection pool and breaker. */
  dispatcher?: Dispatcher;
  breaker?: CircuitBreaker;
};

/** True for failures worth another attempt (the upstream may answer next time). */
function isTransient(error: unknown): boolean {
  return isPortError(error) && (error.code === 'unavailable' || error.code === 'timeout');
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
  const breaker = options.breaker ?? new CircuitBreaker();

  /** What one attempt sent and got, kept only for a traced call. */
  interface Seen {
    started: number;
    headers?: Record<string, string>;
    body?: string;
    status?: number;
    replyHeaders?: Record<string, string | string[] | undefined>;
    text?: string;
  }

  async function attempt(url: string, def: OpDef, input: unknown, ctx: Ctx, n: number): Promise<unknown> {
    const trace = ctx.trace;
    if (!trace) return exchange(url, def, input, ctx, null);
    const seen: Seen = { started: performance.now() };
    let error: string | undefined;
    try {
      return await exchange(url, def, input, ctx, seen);
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

  async function exchange(url: string, def: OpDef, input: unknown, ctx: Ctx, seen: Seen | null): Promise<unknown> {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const signal = ctx.signal ? AbortSignal.any([ctx.signal, deadline]) : deadline;
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': ctx.requestId };
    if (ctx.idempotencyKey) headers['idempotency-key'] = ctx.idempotencyKey;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const payload = JSON.stringify({ input, context: { actor: ctx.actor } });
    if (seen) Object.assign(seen, { headers, body: payload });
    let text: string;
    let status: number;
    try {
      const res = await request(url, { method: 'POST', headers, body: payload, signal, dispatcher });
      status = res.statusCode;
      if (seen) Object.assign(seen, { status, replyHeaders: res.headers });
      text = await res.body.text();
      if (seen) seen.text = text;
    } catch (error) {
      if (deadline.aborted) throw failWithDetail('upstream-timeout', `upstream did not answer within ${options.timeoutMs} ms`);
      if (ctx.signal?.aborted) throw fail('cancelled');
      throw failWithDetail('upstream-unreachable', (error as Error).message);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw failWithDetail('upstream-bad-reply', `upstream replied ${status} with a body that is not JSON`);
    }
    const envelope = replyEnvelope.safeParse(body);
    if (!envelope.success) throw failWithDetail('upstream-bad-reply', `upstream replied ${status} outside the protocol`);
    if ('error' in envelope.data) {
      const { code, reason, data, detail } = envelope.data.error;
      throw asDeclared(def, code, reason, data, detail);
    }
    if (status >= 300) throw failWithDetail('upstream-bad-reply', `upstream replied ${status}`);
    const output = def.output.safeParse(envelope.data.output);
    if (!output.success) throw failWithDetail('upstream-bad-reply', `upstream reply does not match ${url}: ${output.error.message}`);
    return output.data;
  }

  async function call(url: string, def: OpDef, input: unknown, ctx: Ctx): Promise<unknown> {
    const parsed = def.input.safeParse(input ?? {});
    if (!parsed.success) throw invalidInput(parsed.error);
    const attempts = def.idempotent ? options.retries + 1 : 1;
    for (let n = 1; ; n++) {
      if (!breaker.allow()) {
        ctx.trace?.add({ kind: 'circuit-open', url: maskUrl(url), attempt: n });
        throw fail('circuit-open');
      }
      try {
        const result = await attempt(url, def, parsed.data, ctx, n);
        breaker.success();
        return result;
      } catch (error) {
        if (!isTransient(error)) {
          breaker.success(); // the upstream answered: a business error is not a sick upstream
          throw error;
        }
        breaker.failure();
        if (n >= attempts || ctx.signal?.aborted) throw error;
        await sleep(Math.min(1000, 50 * 2 ** (n - 1)) * (0.5 + Math.random() / 2));
      }
    }
  }

  const ports = mapAllOps((port, def, path) => {
    const url = `${base}/${port}/${path}`;
    const name = `${port}.${path}`;
    return (input, ctx) =>
      ctx.trace ? traceOperation(ctx.trace, name, input, () => call(url, def, input, ctx)) : call(url, def, input, ctx);
  });
  return Object.assign(ports, {
    close: async () => {
      if (!options.dispatcher) await dispatcher.close();
    },
  });
}
