import Fastify, { type FastifyInstance } from 'fastify';
import { mapAllOps, type Ports } from '../ports/index.ts';
import { implOp, type OpDef, type OpFn } from '../ports/op.ts';
import { isPortError } from '../ports/port-error.ts';
import { protocolErrorStatus, requestEnvelope, type ErrorBody } from './protocol.ts';

export interface ProtocolServerOptions {
  /** When set, every call must carry `Authorization: Bearer <token>`. */
  token?: string;
  logger?: boolean;
}

/**
 * Exposes any implementation of the ports over the upstream protocol, so the http adapter can be tested
 * against the reference implementation, and an integrator can see the protocol answered for real.
 */
export function createProtocolServer(ports: Ports, options: ProtocolServerOptions = {}): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 10 * 1024 * 1024 });
  const ops = new Map<string, { def: OpDef; fn: OpFn }>();
  mapAllOps((port, def, path) => {
    const fn = implOp(ports[port], path);
    ops.set(`${port}/${path}`, { def, fn });
    return fn;
  });

  app.post<{ Params: { port: string; op: string } }>('/:port/:op', async (request, reply) => {
    if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
      // Not `forbidden`: that is a user's business error; a shop with the wrong token cannot use the upstream.
      return reply
        .code(401)
        .send(failure({ code: 'unavailable', reason: 'upstream-unauthorized', data: {}, detail: 'missing or wrong bearer token' }));
    }
    const entry = ops.get(`${request.params.port}/${request.params.op}`);
    if (!entry) return reply.code(404).send(failure({ code: 'not_found', reason: 'no-such-operation', data: {} }));
    const envelope = requestEnvelope.safeParse(request.body);
    if (!envelope.success) {
      const detail = 'body must be { input, context: { actor } }';
      return reply.code(400).send(failure({ code: 'invalid', reason: 'invalid-input', data: { fields: [] }, detail }));
    }
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' && value ? value : undefined;
    };
    const idempotencyKey = header('idempotency-key');
    try {
      const output = await entry.fn(envelope.data.input, {
        requestId: header('x-request-id') ?? String(request.id),
        actor: envelope.data.context.actor,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      return { output };
    } catch (error) {
      if (isPortError(error)) {
        const { code, reason, data, detail } = error;
        return reply.code(protocolErrorStatus[code]).send(failure({ code, reason, data, ...(detail ? { detail } : {}) }));
      }
      request.log.error({ err: error }, 'operation failed');
      return reply.code(500).send(failure({ code: 'unavailable', reason: 'internal-error', data: {} }));
    }
  });
  return app;
}

const failure = (error: ErrorBody) => ({ error });
