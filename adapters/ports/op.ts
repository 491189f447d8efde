import { z } from 'zod';
import type { Reason } from './reasons.ts';
import type { Trace } from './trace.ts';

/** Who is acting: the logged-in user, the customer they act for, and the staff member behind an impersonation. */
export const actorSchema = z.object({
  userId: z.number().int(),
  customerId: z.number().int(),
  impersonatorId: z.number().int().optional(),
});
export type Actor = z.infer<typeof actorSchema>;

/** Passed to every operation: tracing, cancellation, who acts, and the key that makes a retry safe. */
export interface Ctx {
  requestId: string;
  /** Fires when the caller no longer wants the answer (the browser went away); long work should stop. */
  signal?: AbortSignal;
  actor: Actor | null;
  idempotencyKey?: string;
  /** Asked for by the support pages: every layer the call passes records what it did (see trace.ts). */
  trace?: Trace;
}

/** How long a reply may be cached: a number and s, m, h or d ('30s', '5m', '1h'). */
export type Ttl = `${number}${'s' | 'm' | 'h' | 'd'}`;

/**
 * Caching is declared with its scope, never alone: a reply that depends on the customer (prices, availability,
 * delivery, anything priced) is cached per actor or not at all.
 * - 'global': the reply is the same for everyone;
 * - 'actor': cached per actor, never for a visitor.
 */
export type CacheDecl =
  | { cache?: undefined; cacheBy?: undefined; staleIfError?: undefined }
  | {
      cache: Ttl;
      cacheBy: 'global' | 'actor';
      /**
       * Stale-if-error, with its bound: for this long past its freshness, the last reply keeps being served while
       * the upstream fails (unavailable or timeout), so a list the pages need survives an upstream's outage.
       */
      staleIfError?: Ttl;
    };

/** One port operation, declared once: both implementations, the protocol and the interfaces derive from it. */
export type OpDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  readonly kind: 'op';
  readonly input: I;
  readonly output: O;
  /** Safe to retry: the http adapter retries only these. */
  readonly idempotent: boolean;
  /** The reasons it may fail for, besides the universal ones (reasons.ts): a closed list the shop words. */
  readonly reasons: readonly Reason[];
} & Readonly<CacheDecl>;

export function op<I extends z.ZodType, O extends z.ZodType>(
  def: { input: I; output: O; idempotent: boolean; reasons?: readonly Reason[] } & CacheDecl,
): OpDef<I, O> {
  // An operation that declares none fails only for the universal reasons (reasons.ts).
  return { kind: 'op', reasons: [], ...def };
}

/** A port is a table of operations, possibly grouped (e.g. configurators.snowChains.widths). */
export interface PortDef {
  readonly [name: string]: OpDef | PortDef;
}

/** What an implementation offers, derived from the table: it receives parsed input (defaults applied). */
export type PortImpl<P extends PortDef> = {
  [K in keyof P]: P[K] extends OpDef<infer I, infer O>
    ? (input: z.output<I>, ctx: Ctx) => Promise<z.output<O>>
    : P[K] extends PortDef
      ? PortImpl<P[K]>
      : never;
};

/** What a caller sees, derived from the table: it passes input as written (defaults may be left out). */
export type PortClient<P extends PortDef> = {
  [K in keyof P]: P[K] extends OpDef<infer I, infer O>
    ? (input: z.input<I>, ctx: Ctx) => Promise<z.output<O>>
    : P[K] extends PortDef
      ? PortClient<P[K]>
      : never;
};

/** An operation as the generic wrappers (validation, cache, http, protocol server) handle it. */
export type OpFn = (input: unknown, ctx: Ctx) => Promise<unknown>;

export function isOp(value: OpDef | PortDef): value is OpDef {
  return (value as OpDef).kind === 'op';
}

/**
 * The one walk over a port table: builds an object of the table's shape (nested groups kept) whose every
 * operation is what `wrap` makes of it, given its declaration and dotted path ('login', 'snowChains.widths').
 * Validation, the cache, the http client and the protocol server are all built on it.
 */
export function mapOps<P extends PortDef>(def: P, wrap: (op: OpDef, path: string) => OpFn): PortClient<P> {
  const walk = (table: PortDef, prefix: string): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(table).map(([name, entry]) => [name, isOp(entry) ? wrap(entry, prefix + name) : walk(entry, `${prefix}${name}.`)]),
    );
  return walk(def, '') as PortClient<P>;
}

/**
 * An implementation's function for a dotted path, bound to the object that holds it (a class method keeps
 * its `this`). Throws when the implementation lacks the operation: a half-done adapter fails at start.
 */
export function implOp(impl: unknown, path: string): OpFn {
  let holder: unknown = null;
  let node: unknown = impl;
  for (const part of path.split('.')) {
    holder = node;
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'function') throw new Error(`Port implementation lacks operation "${path}"`);
  return (node as OpFn).bind(holder);
}
