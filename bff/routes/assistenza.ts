import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { articleCodeSchema } from '../../shared/codes.ts';
import { assistenzaCallNames, assistenzaExchange, type AssistenzaCallName } from '../../shared/contract/assistenza.ts';
import { assistenzaCalls, tracedCall } from '../lib/assistenza-calls.ts';

const text = z.string().trim().min(1).max(100);

/** Each call's query as SPEC §7 writes it. */
const queries: Record<AssistenzaCallName, z.ZodObject> = {
  'lookup-results': z.object({ artCode: articleCodeSchema }),
  'lookup-cross': z.object({ artCode: articleCodeSchema, artSuppl: text }),
  'provider-results': z.object({ artCode: articleCodeSchema }),
  'provider-cross': z.object({
    codiceListino: text,
    listino: z.string().trim().max(100).default(''),
    codiceArticolo: articleCodeSchema,
    tipo: z.enum(['A', 'O']).default('A'),
  }),
};

/**
 * The support staff's debug calls (SPEC §7 "Parts information (debug pages)"): GET /assistenza/{lookup_ws}/list-results,
 * …/list-cross, /assistenza/list-results-{provider}, /assistenza/list-cross-{provider}. Each runs its parts-catalogue
 * operation live (the cache skipped, see bff/lib/assistenza-calls.ts for which operation) and answers the exchange
 * the trace saw: operation, input, outcome, duration, reply and, over the http adapter, the upstream exchanges.
 * Staff only; a failing operation is a 200 with `ok: false` (the call itself worked: it shows the failure).
 */
const assistenzaRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const name of assistenzaCallNames) {
    app.get(
      assistenzaCalls[name].path(app.config.paths),
      {
        schema: { querystring: queries[name], response: { 200: assistenzaExchange } },
        config: { access: { role: 'staff' }, personal: true },
      },
      async (request) => tracedCall(app, request, name, request.query as Record<string, string>),
    );
  }
};

export default assistenzaRoutes;
