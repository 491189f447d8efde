import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request, type Dispatcher } from 'undici';
import { z } from 'zod';
import { mapAllOps, type Ports } from '../ports/index.ts';
import type { Ctx, OpDef } from '../ports/op.ts';
import { isPortError, PortError } from '../ports/port-error.ts';
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
 * and every reply parsed by the operation's zod output.
 */
export function createHttpPorts(options: HttpPortsOptions): Ports & { close(): Promise<void> } {
  const base = options.baseUrl.replace(/\/+$/, '');
  const dispatcher = options.dispatcher ?? new Agent({ keepAliveTimeout: 10_000, connections: 64 });
  const breaker = options.breaker ?? new CircuitBreaker();

  async function attempt(url: string, def: OpDef, input: unknown, ctx: Ctx): Promise<unknown> {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const signal = ctx.signal ? AbortSignal.any([ctx.signal, deadline]) : deadline;
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': ctx.requestId };
    if (ctx.idempotencyKey) headers['idempotency-key'] = ctx.idempotencyKey;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let text: string;
    let status: number;
    try {
      const res = await request(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ input, context: { actor: ctx.actor } }),
        signal,
        dispatcher,
      });
      status = res.statusCode;
      text = await res.body.text();
    } catch (error) {
      if (deadline.aborted) throw new PortError('timeout', `upstream did not answer within ${options.timeoutMs} ms`);
      if (ctx.signal?.aborted) throw new PortError('unavailable', 'request cancelled');
      throw new PortError('unavailable', `upstream unreachable: ${(error as Error).message}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new PortError('unavailable', `upstream replied ${status} with a body that is not JSON`);
    }
    const envelope = replyEnvelope.safeParse(body);
    if (!envelope.success) throw new PortError('unavailable', `upstream replied ${status} outside the protocol`);
    if ('error' in envelope.data) throw new PortError(envelope.data.error.code, envelope.data.error.message);
    if (status >= 300) throw new PortError('unavailable', `upstream replied ${status}`);
    const output = def.output.safeParse(envelope.data.output);
    if (!output.success) throw new PortError('unavailable', `upstream reply does not match ${url}: ${output.error.message}`);
    return output.data;
  }

  async function call(url: string, def: OpDef, input: unknown, ctx: Ctx): Promise<unknown> {
    const parsed = def.input.safeParse(input ?? {});
    if (!parsed.success) throw new PortError('invalid', parsed.error.message);
    const attempts = def.idempotent ? options.retries + 1 : 1;
    for (let n = 1; ; n++) {
      if (!breaker.allow()) throw new PortError('unavailable', 'upstream circuit open');
      try {
        const result = await attempt(url, def, parsed.data, ctx);
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

  const ports = mapAllOps((port, def, path) => (input, ctx) => call(`${base}/${port}/${path}`, def, input, ctx));
  return Object.assign(ports, {
    close: async () => {
      if (!options.dispatcher) await dispatcher.close();
    },
  });
}
