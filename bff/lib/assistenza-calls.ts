import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ports } from '../../adapters/ports/index.ts';
import type { Ctx } from '../../adapters/ports/op.ts';
import { isPortError } from '../../adapters/ports/port-error.ts';
import { Trace } from '../../adapters/ports/trace.ts';
import { assistenzaCallParams, type AssistenzaCallName, type AssistenzaExchange } from '../../shared/contract/assistenza.ts';
import type { PathSettings } from '../../shared/path-settings.ts';
import { portErrorStatus, portFailure } from './port-failure.ts';

type Values = Record<string, string>;

interface CallDef {
  /** The GET path of SPEC §7 "Parts information (debug pages)". */
  path(paths: PathSettings): string;
  /** Runs the port operation the call stands for, with the call's values as written (the port validates them). */
  run(ports: Ports, values: Values, ctx: Ctx): Promise<unknown>;
}

const kindOf = (tipo: string) => (tipo === 'O' ? 'oe' : tipo === 'A' || tipo === '' ? 'article' : tipo) as 'article' | 'oe';

/**
 * The four debug calls and the operation of the parts-catalogue provider each one runs:
 * - `{lookup_ws}/list-results {artCode}`: the provider's code lookup, `partsLookup.articles` (the price lists that
 *   hold the code, as /search-ws-{provider} shows them);
 * - `{lookup_ws}/list-cross {artCode, artSuppl}`: the provider's cross-references of a code of a supplier's (or
 *   maker's) price list, `vehicles.cross` with priceListCode = artSuppl, oeCode = artCode;
 * - `list-results-{provider} {artCode}`: the same lookup as the search box's, `partsLookup.articles`;
 * - `list-cross-{provider} {codiceListino, listino, codiceArticolo, tipo}`: one row of that lookup as
 *   /ricerca-avanzata opens it with its equivalents, `catalogue.codeRow` with withEquivalents (tipo A: article,
 *   O: OE number; listino is the list's name, shown only, not an input).
 */
export const assistenzaCalls: Record<AssistenzaCallName, CallDef> = {
  'lookup-results': {
    path: (paths) => `/assistenza/${paths.lookupWs}/list-results`,
    run: (ports, values, ctx) => ports.partsLookup.articles({ q: values.artCode ?? '' }, ctx),
  },
  'lookup-cross': {
    path: (paths) => `/assistenza/${paths.lookupWs}/list-cross`,
    run: (ports, values, ctx) => ports.vehicles.cross({ priceListCode: values.artSuppl ?? '', oeCode: values.artCode ?? '' }, ctx),
  },
  'provider-results': {
    path: (paths) => `/assistenza/list-results-${paths.provider}`,
    run: (ports, values, ctx) => ports.partsLookup.articles({ q: values.artCode ?? '' }, ctx),
  },
  'provider-cross': {
    path: (paths) => `/assistenza/list-cross-${paths.provider}`,
    run: (ports, values, ctx) =>
      ports.catalogue.codeRow(
        {
          priceListCode: values.codiceListino ?? '',
          code: values.codiceArticolo ?? '',
          kind: kindOf(values.tipo ?? ''),
          withEquivalents: true,
        },
        ctx,
      ),
  },
};

/**
 * Runs one debug call live with a trace (the BFF's cache skipped) and answers the exchange as the trace saw it.
 * A port failure is part of the exchange (ok false, its code and the status the shop would answer); anything else
 * is a bug and goes to the error handler.
 */
export async function tracedCall(
  app: FastifyInstance,
  request: FastifyRequest,
  name: AssistenzaCallName,
  values: Values,
): Promise<AssistenzaExchange> {
  const def = assistenzaCalls[name];
  const trace = new Trace();
  let failure: { status: number; message: string } | undefined;
  try {
    await def.run(app.ports, values, request.portCtx({ trace }));
  } catch (error) {
    if (!isPortError(error)) throw error;
    failure = portFailure(error, request.log);
  }
  const operation = trace.operation;
  if (!operation) throw new Error(`the call ${name} recorded no operation: is the implementation wrapped by validatePorts()?`);
  const cache = trace.entries.find((entry) => entry.kind === 'cache');
  const upstream = trace.upstream;
  const query = new URLSearchParams(assistenzaCallParams[name].map((param) => [param, values[param] ?? '']));
  return {
    call: `${def.path(app.config.paths)}?${query.toString()}`,
    operation: operation.operation,
    input: operation.input,
    ok: operation.ok,
    status: operation.ok ? 200 : operation.errorCode && operation.errorCode !== 'internal' ? portErrorStatus[operation.errorCode] : 500,
    ...(operation.errorCode ? { errorCode: operation.errorCode } : {}),
    ...(failure ? { message: failure.message } : {}),
    durationMs: operation.durationMs,
    cache: cache?.kind === 'cache' ? cache.state : 'not-cacheable',
    reply: operation.ok ? operation.reply : null,
    ...(upstream.length > 0 ? { upstream: upstream.map(({ kind: _kind, ...exchange }) => exchange) } : {}),
    ...(trace.entries.some((entry) => entry.kind === 'circuit-open') ? { circuitOpen: true } : {}),
  };
}
