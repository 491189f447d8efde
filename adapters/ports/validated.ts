import { issuesText } from '../../shared/issue-text.ts';
import { PortError } from './port-error.ts';
import { implOp, mapOps, type OpFn, type PortClient, type PortDef, type PortImpl } from './op.ts';
import { traceOperation } from './trace.ts';

/**
 * Wraps an implementation so every call gets its input parsed (defaults applied, bad input → `invalid` with
 * the user's text of shared/issue-text.ts: a field's label, never zod's text or a path) and,
 * when `checkOutput` is set, its reply checked against the declared output. Callers pass `z.input`; the
 * implementation receives `z.output`. In-process implementations are wrapped once at start; the http adapter
 * parses replies itself. A call with `ctx.trace` is recorded there as operation `{port}.{path}`.
 */
export function validated<P extends PortDef>(def: P, impl: PortImpl<P>, checkOutput = false, port = ''): PortClient<P> {
  return mapOps(def, (entry, path) => {
    const fn = implOp(impl, path);
    const call: OpFn = async (input, ctx) => {
      const parsed = entry.input.safeParse(input ?? {});
      if (!parsed.success) throw new PortError('invalid', issuesText(parsed.error.issues));
      const result = await fn(parsed.data, ctx);
      return checkOutput ? entry.output.parse(result) : result;
    };
    const name = port ? `${port}.${path}` : path;
    return (input, ctx) => (ctx.trace ? traceOperation(ctx.trace, name, input, () => call(input, ctx)) : call(input, ctx));
  });
}
