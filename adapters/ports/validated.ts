import { z } from 'zod';
import { PortError } from './port-error.ts';
import { isOp, type Ctx, type PortClient, type PortDef, type PortImpl } from './op.ts';

/**
 * Wraps an implementation so every call gets its input parsed (defaults applied, bad input → `invalid`)
 * and, when `checkOutput` is set, its reply checked against the declared output.
 * In-process implementations are wrapped once at start; the http adapter parses replies itself.
 */
export function validated<P extends PortDef>(def: P, impl: PortImpl<P>, checkOutput = false): PortClient<P> {
  const out: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(def)) {
    const target = (impl as Record<string, unknown>)[name];
    if (!isOp(entry)) {
      out[name] = validated(entry, target as PortImpl<PortDef>, checkOutput);
      continue;
    }
    if (typeof target !== 'function') throw new Error(`Port implementation lacks operation "${name}"`);
    const fn = target as (input: unknown, ctx: Ctx) => Promise<unknown>;
    out[name] = async (input: unknown, ctx: Ctx) => {
      const parsed = entry.input.safeParse(input ?? {});
      if (!parsed.success) throw new PortError('invalid', z.prettifyError(parsed.error));
      const result = await fn.call(impl, parsed.data, ctx);
      return checkOutput ? entry.output.parse(result) : result;
    };
  }
  return out as PortClient<P>;
}
