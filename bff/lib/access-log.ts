import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './redact-url.ts';
import { RequestLogger } from './request-logger.ts';

/** One compact access line per request (Fastify's default writes two, with the whole request and reply), tokens redacted. */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const method = request.method;
    const url = redactUrl(request.url);
    const statusCode = reply.statusCode;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const log = reply.log as unknown;
    if (log instanceof RequestLogger && log.throughParent) {
      // The line the request's child would write, its id first, without making the child (a literal: a spread of
      // the bindings made pino's serialisation several times slower).
      const line = { reqId: request.id, method, url, statusCode, ms };
      if (error) log.parent.error({ ...line, err: error }, 'request errored');
      else log.parent.info(line, 'request');
      return;
    }
    const line = { method, url, statusCode, ms };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

/** Fastify's own request serializer, with the URL's tokens redacted (Fastify logs `req` on some errors). */
export function serializeRequest(req: Partial<Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip' | 'socket'>>) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
