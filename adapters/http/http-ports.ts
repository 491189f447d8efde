import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request, type Dispatcher } from 'undici';
import { portDefs, type Ports } from '../ports/index.ts';
import { listOps, type Ctx, type OpDef } from '../ports/op.ts';
import { isPortError, PortError } from '../ports/port-error.ts';
import { CircuitBreaker } from './circuit-breaker.ts';
import { replyEnvelope } from './protocol.ts';

export interface HttpPortsOptions {
  /** Base URL of the upstream, e.g. https://erp.example.it/shop-api */
  baseUrl: string;
  /** Deadline of one attempt, in ms. */
  timeoutMs: number;
  /** Extra attempts for idempotent operations after a transport failure, 5xx or timeout. */
  retries: number;
  /** Sent as `Authorization: Bearer …` when set. */
  token?: string;
  dispatcher?: Dispatcher;
  breaker?: CircuitBreaker;
}

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

  const ports: Record<string, unknown> = {};
  for (const [portName, def] of Object.entries(portDefs)) {
    const impl: Record<string, unknown> = {};
    for (const [path, opDef] of listOps(def)) {
      const url = `${base}/${portName}/${path}`;
      const parts = path.split('.');
      let node = impl;
      for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      node[parts.at(-1)!] = (input: unknown, ctx: Ctx) => call(url, opDef, input, ctx);
    }
    ports[portName] = impl;
  }
  return Object.assign(ports as Ports, {
    close: async () => {
      if (!options.dispatcher) await dispatcher.close();
    },
  });
}
