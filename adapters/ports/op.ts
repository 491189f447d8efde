import { z } from 'zod';

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
  signal?: AbortSignal;
  actor: Actor | null;
  idempotencyKey?: string;
}

/** One port operation, declared once: both implementations, the protocol and the interfaces derive from it. */
export interface OpDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly kind: 'op';
  readonly input: I;
  readonly output: O;
  /** Safe to retry: the http adapter retries only these. */
  readonly idempotent: boolean;
  /** How long the BFF may cache a reply, e.g. '1h'. */
  readonly cache?: string;
  /** 'global': the reply is the same for everyone; 'actor': cached per actor (never for a visitor). */
  readonly cacheBy?: 'global' | 'actor';
}

export function op<I extends z.ZodType, O extends z.ZodType>(def: {
  input: I;
  output: O;
  idempotent: boolean;
  cache?: string;
  cacheBy?: 'global' | 'actor';
}): OpDef<I, O> {
  return { kind: 'op', ...def };
}

/** A port is a table of operations, possibly grouped one level deep (e.g. configurators.snowChains.widths). */
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

export function isOp(value: OpDef | PortDef): value is OpDef {
  return (value as OpDef).kind === 'op';
}

/** Every operation of a port with its dotted path ('login', 'snowChains.widths'). */
export function listOps(port: PortDef, prefix = ''): Array<[string, OpDef]> {
  return Object.entries(port).flatMap(([name, value]) =>
    isOp(value) ? [[prefix + name, value] as [string, OpDef]] : listOps(value, `${prefix}${name}.`),
  );
}

/** Finds an operation's function in an implementation by its dotted path. */
export function findOpFn(impl: unknown, path: string): ((input: unknown, ctx: Ctx) => Promise<unknown>) | undefined {
  let node: unknown = impl;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'function' ? (node as (input: unknown, ctx: Ctx) => Promise<unknown>) : undefined;
}
