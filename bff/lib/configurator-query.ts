import { z } from 'zod';
import { configuratorsPort } from '../../adapters/ports/configurators.ts';
import { missingParams, type ConfiguratorDefinition, type ConfiguratorKey } from '../../shared/configurators.ts';
import { intFromText } from '../../shared/ids.ts';
import { issueText } from '../../shared/issue-text.ts';
import { errorBody, type ErrorBody } from './error-body.ts';
import { portParams, wireParam } from './configurator-wire.ts';
import { t } from '../../shared/i18n/server.ts';

/** A query string or a form body as Fastify gives it: texts, repeated keys as arrays, anything in JSON. */
export type RawParams = Readonly<Record<string, unknown>> | null | undefined;

/** The input of a configurator's results operation, as the port takes it (numbers as numbers, defaults applied). */
export type ResultsInput<K extends ConfiguratorKey = ConfiguratorKey> = K extends ConfiguratorKey
  ? z.output<(typeof configuratorsPort)[K]['results']['input']>
  : never;

/**
 * What a search's parameters come to: the port's input, or the parameter that stops the search (the first
 * missing one in the form's order, SPEC §5, or the first whose value is not valid) with its text in the request's
 * language (shared/issue-text.ts).
 */
export type ConfiguratorQuery<K extends ConfiguratorKey = ConfiguratorKey> =
  { ok: true; input: ResultsInput<K> } | { ok: false; param: string; missing: boolean; message: string };

export interface QueryOptions {
  /**
   * The vehicle chosen on /search-car (its `idVeicolo` cookie): batteries search by it when the form names none.
   * Only read for a configurator whose results take a vehicle (SPEC's `idVeicolo`).
   */
  vehicleId?: number | null;
}

type Shape = Record<string, z.ZodType>;

const resultsInputOf = (key: ConfiguratorKey): z.ZodObject => configuratorsPort[key].results.input as unknown as z.ZodObject;

/** The schema inside optional/default wrappers: a field's own type, to tell numbers from texts. */
function innerType(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/**
 * The raw value of each field of the port's input, read from text: whole numbers through the shop's one number
 * helper (`intFromText`: `0x1f`, `1e3`, `2.0` refused), texts as given. Built once per configurator.
 */
function rawSchemaOf(key: ConfiguratorKey): z.ZodObject {
  const shape: Shape = {};
  for (const [name, field] of Object.entries(resultsInputOf(key).shape as Shape)) {
    const inner = innerType(field);
    shape[name] =
      inner instanceof z.ZodNumber
        ? intFromText({ min: inner.minValue ?? 0, max: inner.maxValue ?? Number.MAX_SAFE_INTEGER }).optional()
        : z.unknown().optional();
  }
  return z.object(shape);
}

const rawSchemas = new Map<ConfiguratorKey, z.ZodObject>();
const rawSchema = (key: ConfiguratorKey): z.ZodObject => {
  let schema = rawSchemas.get(key);
  if (!schema) rawSchemas.set(key, (schema = rawSchemaOf(key)));
  return schema;
};

/** One text per parameter: an empty field (a form's blank select) is no value; a repeated key is not a value. */
function textsOf(raw: RawParams, names: readonly string[]): Record<string, unknown> {
  const texts: Record<string, unknown> = {};
  if (!raw || typeof raw !== 'object') return texts;
  for (const name of names) {
    const value = raw[name];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') {
      if (value.trim() !== '') texts[name] = value;
    } else texts[name] = value;
  }
  return texts;
}

/**
 * A configurator's search from its raw parameters (a GET results page's query, a POSTed form), named as SPEC names
 * them: SPEC §5's required parameters first (`missingParams`, the same rule the SPA's search button follows), then
 * each value checked by the port's own input schema, and the port's input named in its words
 * (./configurator-wire.ts). Parameters the results do not take (csrfToken, unknown keys) are ignored.
 */
export function configuratorQuery<K extends ConfiguratorKey>(
  definition: ConfiguratorDefinition & { key: K },
  raw: RawParams,
  options: QueryOptions = {},
): ConfiguratorQuery<K> {
  const key = definition.key;
  const schema = resultsInputOf(key);
  const names = Object.keys(schema.shape).map((field) => wireParam(key, field));
  const texts = textsOf(raw, names);
  const missing = missingParams(
    definition,
    Object.fromEntries(Object.entries(texts).map(([name, value]) => [name, typeof value === 'string' ? value : String(value)])),
  )[0];
  // In the shop's words (shared/issue-text.ts): the field's label when it has one, never zod's own text.
  if (missing !== undefined) return { ok: false, param: missing, missing: true, message: issueText([missing], undefined) };
  if (texts.idVeicolo === undefined && names.includes('idVeicolo') && options.vehicleId) texts.idVeicolo = options.vehicleId;
  const parsed = rawSchema(key).pipe(schema).safeParse(portParams(key, texts));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const param = issue?.path[0] === undefined ? (names[0] ?? '') : wireParam(key, String(issue.path[0]));
    return { ok: false, param, missing: false, message: issueText([param], issue?.message) };
  }
  return { ok: true, input: parsed.data as ResultsInput<K> };
}

/**
 * The 400 body of a refused search, shaped as every other validation 400 of the shop: the generic validation text
 * and one issue whose path names the parameter (`querystring.width`, `body.larghezza`).
 */
export function configuratorQueryError(refused: { param: string; message: string }, source: 'querystring' | 'body'): ErrorBody {
  return errorBody(t('JS_ERROR_VALIDATION'), [{ path: `${source}.${refused.param}`, message: refused.message }]);
}
