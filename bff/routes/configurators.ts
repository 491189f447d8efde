import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Ctx } from '../../adapters/ports/op.ts';
import { configurators, configuratorSlug, type ConfiguratorDefinition, type ConfiguratorLevel } from '../../shared/configurators.ts';
import { configuratorRowsReply, optionValue, type OptionList } from '../../shared/contract/configurators.ts';
import { intFromText } from '../../shared/ids.ts';
import { readChosenVehicle } from '../../shared/vehicle-cookies.ts';
import { configuratorQuery, configuratorQueryError } from '../lib/configurator-query.ts';
import { configuratorSearch } from '../lib/configurator-rows.ts';
import { readRefine } from '../lib/configurator-refine.ts';
import { portParams } from '../lib/configurator-wire.ts';

/**
 * Option lists are the same for everyone: a browser or a shared cache may keep them a while (the port's cache keeps
 * them an hour). Never on a reply that sets a cookie: a shared cache would hand one visitor's session to the next.
 */
const PUBLIC_LIST = 'public, max-age=300';
const publicUnlessCookie: onSendHookHandler = (_request, reply, payload, done) => {
  if (reply.statusCode === 200) reply.header('cache-control', reply.hasHeader('set-cookie') ? 'private, no-store' : PUBLIC_LIST);
  done(null, payload);
};

const year = intFromText({ min: 1900, max: 2200 });

/** A list call's parameter as the port takes it: the year levels as numbers, the others as option texts. */
const paramSchema = (definition: ConfiguratorDefinition, resultsParam: string) =>
  definition.levels.find((level) => level.param === resultsParam)?.numeric ? year : optionValue;

/**
 * The query of a level's list call (SPEC §7 names): in a cascade the levels above, all required; in the refilter
 * configurators (oils, roof boxes, SPEC §4) every field, optional, each narrowing the others' lists. The parsed
 * query keeps SPEC's names; the port's input takes them in its words (../lib/configurator-wire.ts).
 */
function listQuery(definition: ConfiguratorDefinition, level: ConfiguratorLevel): z.ZodObject {
  if (definition.kind === 'refilter') {
    return z.object(Object.fromEntries(definition.levels.map((other) => [other.param, optionValue.optional()])));
  }
  return z.object(Object.fromEntries(level.listParams.map(([name, resultsParam]) => [name, paramSchema(definition, resultsParam)])));
}

/** The port's input: a refilter list is not narrowed by its own field (the select must still offer the others). */
function listInput(definition: ConfiguratorDefinition, level: ConfiguratorLevel, query: Record<string, unknown>): Record<string, unknown> {
  if (definition.kind !== 'refilter') return query;
  const { [level.param]: _own, ...others } = query;
  return others;
}

/**
 * SPEC §3's delimited option value of a cascade's last level (roof bars `manufacturer|brand|model|year|type`, snow
 * chains `width-ratio-diameter-typology`, trunk liners `brand##model##year`): the request's values, in the order
 * of the list call's parameters, then the listed value. The SPA shows only the last part as the option's label
 * and splits the value back into the results' parameters.
 */
function delimited(level: ConfiguratorLevel, delimiter: string, query: Record<string, unknown>, values: OptionList): OptionList {
  const prefix = level.listParams.map(([name]) => String(query[name])).join(delimiter);
  return values.map((value) => `${prefix}${delimiter}${value}`);
}

type ListFn = (input: unknown, ctx: Ctx) => Promise<OptionList>;
type Group = Record<string, ListFn>;

/**
 * A level's list operation, looked up at each call rather than at registration: the ports were checked complete at
 * start (adapters/ports/op.ts implOp), and tests may give the app ports that answer only what they exercise.
 */
function listOperation(app: FastifyInstance, key: string, op: string): ListFn {
  return (input, ctx) => {
    const list = (app.ports.configurators as unknown as Record<string, Group | undefined>)[key]?.[op];
    if (!list) throw new Error(`configurators.${key}.${op} missing from the port`);
    return list(input, ctx);
  };
}

/**
 * SPEC §7 Configurators, built from the table of the ten (shared/configurators.ts): a GET per level of each
 * configurator, `/configuratore/{slug}/{get-…}`, answering a list of strings through the port's cache (global,
 * one shared call for concurrent misses), and the POSTed results of the form configurators (batteries, tyres)
 * answering the rows with the asker's offers. Their GET of the same path is the results page (bff/pages/).
 */
const configuratorRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const definition of configurators) {
    const base = `/configuratore/${configuratorSlug(definition, app.config.paths.ownBrandBatteries)}`;
    definition.levels.forEach((level, index) => {
      const list = listOperation(app, definition.key, level.op);
      const lastDelimited = definition.delimiter && index === definition.levels.length - 1 ? definition.delimiter : undefined;
      const query = listQuery(definition, level);
      const takesParams = Object.keys(query.shape).length > 0;
      // Lean on purpose (bench/configurator-cache.bench.ts): no query schema for a level without parameters, and
      // no response schema (a list of option texts carries nothing a reply must be kept from; the port's table
      // declares its shape), so a cached list costs no more than the shop's lightest route.
      app.get(
        `${base}/${level.list}`,
        { schema: takesParams ? { querystring: query } : {}, onSend: publicUnlessCookie },
        async (request) => {
          // Without parameters the input is always {}: stray query keys must not make cache entries of their own.
          const values = (takesParams ? request.query : {}) as Record<string, unknown>;
          const listed = await list(portParams(definition.key, listInput(definition, level, values)), request.portCtx());
          return lastDelimited ? delimited(level, lastDelimited, values, listed) : listed;
        },
      );
    });
    if (definition.postResults) {
      app.post(
        `${base}/ricerca-avanzata`,
        { config: { personal: true }, schema: { response: { 200: configuratorRowsReply } } },
        async (request: FastifyRequest, reply: FastifyReply) => {
          const vehicle = readChosenVehicle(request.cookies);
          const query = configuratorQuery(definition, request.body as Record<string, unknown> | undefined, {
            vehicleId: vehicle?.idVeicolo ?? null,
          });
          if (!query.ok) return reply.code(400).send(configuratorQueryError(query, 'body'));
          return configuratorSearch(app, request, definition, query.input, readRefine(request.body));
        },
      );
    }
  }
};

export default configuratorRoutes;
