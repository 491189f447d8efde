import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './redact-url.ts';

/** One compact access line per request (Fastify's default writes two, with the whole request and reply), tokens redacted. */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
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
