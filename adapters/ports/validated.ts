import { implOp, mapOps, type OpFn, type PortClient, type PortDef, type PortImpl } from './op.ts';
import { checkedReason, invalidInput } from './reason-check.ts';
import { traceOperation } from './trace.ts';

/**
 * Wraps an implementation so every call gets its input parsed (defaults applied, bad input → `invalid-input`
 * naming the fields, which the BFF words by their labels) and, when `checkOutput` is set, its reply checked
 * against the declared output. A failure whose reason the operation does not declare reaches the shop as
 * `unknown` (reason-check.ts). Callers pass `z.input`; the implementation receives `z.output`. In-process
 * implementations are wrapped once at start; the http adapter parses replies itself. A call with `ctx.trace` is
 * recorded there as operation `{port}.{path}`.
 */
export function validated<P extends PortDef>(def: P, impl: PortImpl<P>, checkOutput = false, port = ''): PortClient<P> {
  return mapOps(def, (entry, path) => {
    const fn = implOp(impl, path);
    const call: OpFn = async (input, ctx) => {
      const parsed = entry.input.safeParse(input ?? {});
      if (!parsed.success) throw invalidInput(parsed.error);
      try {
        const result = await fn(parsed.data, ctx);
        return checkOutput ? entry.output.parse(result) : result;
      } catch (error) {
        throw checkedReason(entry, error);
      }
    };
    const name = port ? `${port}.${path}` : path;
    return (input, ctx) => (ctx.trace ? traceOperation(ctx.trace, name, input, () => call(input, ctx)) : call(input, ctx));
  });
}
