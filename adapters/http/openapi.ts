import { z } from 'zod';
import { mapAllOps, type PortName } from '../ports/index.ts';
import { actorSchema, type OpDef } from '../ports/op.ts';
import { reasons, universalReasons, type Reason } from '../ports/reasons.ts';
import { protocolErrorStatus } from './protocol.ts';

/** One operation of the protocol: `POST /{port}/{path}`. */
export interface ProtocolOperation {
  port: PortName;
  path: string;
  def: OpDef;
}

/** Every operation of every port table, in table order: the one list the OpenAPI document and its test share. */
export function protocolOperations(): ProtocolOperation[] {
  const list: ProtocolOperation[] = [];
  mapAllOps((port, def, path) => {
    list.push({ port, path, def });
    return () => Promise.reject(new Error('listing only'));
  });
  return list;
}

type JsonSchema = Record<string, unknown>;

/** zod 4's JSON Schema (draft 2020-12, what OpenAPI 3.1 speaks), without the `$schema` line each would repeat. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dropped, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const reasonSchemaName = (reason: string) => `Reason.${reason}`;

/** One reason's error body: its fixed code and name and the shape of its data. */
function reasonSchema(reason: Reason): JsonSchema {
  const { code, data } = reasons[reason];
  return {
    type: 'object',
    required: ['code', 'reason', 'data'],
    properties: {
      code: { const: code },
      reason: { const: reason },
      data: jsonSchema(data, 'output'),
      detail: { type: 'string', maxLength: 2000, description: "The upstream's own words for the shop's logs; never shown." },
    },
  };
}

function operation({ port, path, def }: ProtocolOperation): JsonSchema {
  const declared = [...new Set<Reason>([...def.reasons, ...universalReasons])];
  const parameters: JsonSchema[] = [{ $ref: '#/components/parameters/RequestId' }];
  if (!def.idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const errorReply = {
    description: `A failure for one of the reasons the operation declares (${declared.join(', ')})`,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['error'],
          properties: { error: { oneOf: declared.map((reason) => ref(reasonSchemaName(reason))) } },
        },
      },
    },
  };
  const statuses = [...new Set(declared.map((reason) => protocolErrorStatus[reasons[reason].code]))].sort();
  return {
    operationId: `${port}.${path}`,
    tags: [port],
    summary: `${port}.${path}`,
    description: def.idempotent
      ? 'Idempotent: the shop may retry it after a transport failure, a 5xx or a timeout.'
      : 'Changes state: never retried; the shop sends an Idempotency-Key where a repeat must not repeat the effect.',
    'x-idempotent': def.idempotent,
    ...(def.cache ? { 'x-cache': { ttl: def.cache, scope: def.cacheBy } } : {}),
    parameters,
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['input', 'context'],
            properties: { input: jsonSchema(def.input, 'input'), context: ref('Context') },
          },
        },
      },
    },
    responses: {
      '200': {
        description: 'The operation answered',
        content: {
          'application/json': {
            schema: { type: 'object', required: ['output'], properties: { output: jsonSchema(def.output, 'output') } },
          },
        },
      },
      ...Object.fromEntries(statuses.map((status) => [String(status), errorReply])),
    },
  };
}

/**
 * The upstream protocol as an OpenAPI 3.1 document, generated from the port tables (adapters/ports/*.ts) and the
 * reasons catalogue (adapters/ports/reasons.ts): a new operation or reason appears without anyone editing it.
 */
export function upstreamOpenApi(version = '1'): JsonSchema {
  const paths: Record<string, JsonSchema> = {};
  for (const entry of protocolOperations()) paths[`/${entry.port}/${entry.path}`] = { post: operation(entry) };
  const reasonSchemas = Object.fromEntries(
    (Object.keys(reasons) as Reason[]).map((reason) => [reasonSchemaName(reason), reasonSchema(reason)]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Parts shop upstream protocol',
      version,
      description:
        'What the shop calls on an ERP, a parts-catalogue provider, a payment provider or a mail service ' +
        '(ADAPTER=http, UPSTREAM_URL). Every call is POST {UPSTREAM_URL}/{port}/{operation} with ' +
        '{ input, context: { actor } }; the reply is { output } or { error: { code, reason, data, detail? } }. ' +
        'The HTTP status of an error is informative: the shop reads the body. See docs/adapters.md.',
    },
    security: [{ bearer: [] }, {}],
    tags: [...new Set(protocolOperations().map((entry) => entry.port))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'UPSTREAM_TOKEN, when set' } },
      parameters: {
        RequestId: { name: 'X-Request-Id', in: 'header', required: true, schema: { type: 'string' } },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'A repeat with the same key answers the first reply and repeats no effect.',
          schema: { type: 'string' },
        },
      },
      schemas: {
        Context: {
          type: 'object',
          required: ['actor'],
          properties: { actor: { anyOf: [jsonSchema(actorSchema, 'output'), { type: 'null' }] } },
        },
        ...reasonSchemas,
      },
    },
  };
}
