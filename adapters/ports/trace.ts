import { isPortError, type PortErrorCode } from './port-error.ts';

/**
 * A trace of one call through the ports, for the support pages (/assistenza): a caller that wants to see an
 * exchange puts `trace: new Trace()` in the operation's `ctx`, and every layer the call passes adds what it knows:
 * - the BFF's port cache: whether the reply came from the cache (`cache`: hit, miss, or bypassed: a traced call
 *   skips the cache unless the trace is made with `{ bypassCache: false }`, so support sees a live exchange);
 * - the wrapper that runs the operation (`validated`, or the http adapter): its name, input, outcome (ok or the
 *   `PortError` code), duration and reply (`operation`);
 * - the http adapter: each attempt's upstream exchange, retries included (`upstream`: URL, method, status,
 *   headers and raw bodies, secrets masked, bodies cut at `MAX_BODY` characters), and a call refused because
 *   the circuit is open (`circuit-open`).
 * Without a trace nothing is recorded and nothing changes: each layer pays one `if (ctx.trace)`.
 * Entries come in the order the layers finish: inner layers (upstream) before outer ones (operation).
 */
export type TraceEntry = CacheEntry | OperationEntry | UpstreamEntry | CircuitOpenEntry;

export type CacheState = 'hit' | 'miss' | 'bypassed';

export interface CacheEntry {
  kind: 'cache';
  operation: string;
  state: CacheState;
}

export interface OperationEntry {
  kind: 'operation';
  /** Dotted: port, then the operation's path ('partsLookup.articles'). */
  operation: string;
  input: unknown;
  ok: boolean;
  /** The `PortError` code when it failed; 'internal' for anything else. */
  errorCode?: PortErrorCode | 'internal';
  message?: string;
  durationMs: number;
  reply?: unknown;
}

export interface UpstreamEntry {
  kind: 'upstream';
  /** 1 for the first attempt, 2 for the first retry… */
  attempt: number;
  method: string;
  url: string;
  /** null when no reply came (timeout, connection refused). */
  status: number | null;
  durationMs: number;
  requestHeaders: Record<string, string>;
  requestBody: string;
  replyHeaders: Record<string, string>;
  replyBody: string;
  /** The reply body was longer than MAX_BODY and is cut. */
  truncated: boolean;
  /** Why the attempt failed, when it did (transport error, deadline, reply outside the protocol…). */
  error?: string;
}

export interface CircuitOpenEntry {
  kind: 'circuit-open';
  url: string;
  attempt: number;
}

/** Raw bodies longer than this (in characters) are cut in the trace. */
export const MAX_BODY = 64 * 1024;

export class Trace {
  readonly entries: TraceEntry[] = [];
  /** A traced call skips the BFF's cache (a live exchange), unless asked otherwise. */
  readonly bypassCache: boolean;

  constructor(options: { bypassCache?: boolean } = {}) {
    this.bypassCache = options.bypassCache ?? true;
  }

  add(entry: TraceEntry): void {
    this.entries.push(entry);
  }

  /** The outermost operation entry (the last to finish). */
  get operation(): OperationEntry | undefined {
    return this.entries.findLast((entry): entry is OperationEntry => entry.kind === 'operation');
  }

  get upstream(): UpstreamEntry[] {
    return this.entries.filter((entry): entry is UpstreamEntry => entry.kind === 'upstream');
  }
}

/**
 * Runs `call` and, when `trace` is given, records it as an operation entry (input and reply with secrets masked).
 * What the call returns or throws passes through unchanged.
 */
export async function traceOperation<T>(trace: Trace, operation: string, input: unknown, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const durationMs = () => Math.round((performance.now() - started) * 10) / 10;
  try {
    const reply = await call();
    trace.add({ kind: 'operation', operation, input: maskSecrets(input), ok: true, durationMs: durationMs(), reply: maskSecrets(reply) });
    return reply;
  } catch (error) {
    trace.add({
      kind: 'operation',
      operation,
      input: maskSecrets(input),
      ok: false,
      errorCode: isPortError(error) ? error.code : 'internal',
      message: error instanceof Error ? error.message : String(error),
      durationMs: durationMs(),
    });
    throw error;
  }
}

export const MASK = '[masked]';

/** Header names whose values are secrets: credentials, cookies, tokens, keys. */
const SECRET_HEADER = /^(authorization|proxy-authorization|cookie|set-cookie)$|token|secret|api-?key|session|password/i;
/** Field names whose values are secrets, in inputs, replies and JSON bodies. */
const SECRET_FIELD = /password|passwd|secret|token|authorization|cookie|api-?key/i;

/** Headers as the trace shows them: names lower-cased, values of secret headers masked, repeated values joined. */
export function maskHeaders(headers: Record<string, string | string[] | number | undefined> | undefined): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === undefined) continue;
    shown[name.toLowerCase()] = SECRET_HEADER.test(name) ? MASK : Array.isArray(value) ? value.join(', ') : String(value);
  }
  return shown;
}

/** A copy of a JSON-like value with the values of secret fields (password, token…) masked, at any depth. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_FIELD.test(key) ? MASK : maskSecrets(inner)]));
}

/**
 * A raw body as the trace shows it: the string values of secret JSON fields masked (the text stays raw otherwise,
 * even when it is not JSON), cut at MAX_BODY characters.
 */
export function maskBody(text: string): { body: string; truncated: boolean } {
  const masked = text.replace(
    /("([^"\\]*(?:password|passwd|secret|token|authorization|cookie|api-?key)[^"\\]*)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi,
    `$1"${MASK}"`,
  );
  return masked.length > MAX_BODY ? { body: masked.slice(0, MAX_BODY), truncated: true } : { body: masked, truncated: false };
}

/** A URL as the trace shows it: user and password in it masked, and the values of secret query parameters. */
export function maskUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.username) parsed.username = MASK;
  if (parsed.password) parsed.password = MASK;
  for (const name of [...parsed.searchParams.keys()]) if (SECRET_FIELD.test(name)) parsed.searchParams.set(name, MASK);
  return parsed.toString();
}
