import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { t, type ServerTextKey } from '../../shared/i18n/server.ts';
import { shopHeaders } from '../plugins/reply-headers.ts';
import { errorBody } from './error-body.ts';
import { errorPage } from './error-page.ts';
import { acceptPrefersJson } from './negotiation.ts';

/** The Italian text of the framework's own errors; its English message echoes the URL and never reaches a client. */
const frameworkText: Record<string, ServerTextKey> = {
  FST_ERR_BAD_URL: 'JS_ERROR_BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'JS_ERROR_URL_TOO_LONG',
};

/**
 * Fastify's `frameworkErrors`: a URL its router refuses (bad percent-encoding: 400; a path parameter over
 * maxParamLength: 414) answered before any hook runs, so the shop's headers are set here. The framework's status
 * is kept; the text is the shop's, as its error page for a browser, as its error body otherwise.
 */
export function frameworkErrorsHandler(policy: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    // The framework's 4xx is kept; anything else it might raise here (an async constraint's 500) is the client's 400.
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    const key = error.code ? frameworkText[error.code] : undefined;
    const message = t(key ?? 'JS_ERROR_BAD_REQUEST');
    request.log.info({ code: error.code }, 'url refused by the router');
    reply
      .code(status)
      .headers({ ...shopHeaders(policy, request.protocol === 'https', request.id), 'cache-control': 'no-store', vary: 'Accept' });
    if (acceptPrefersJson(request.headers.accept)) void reply.send(errorBody(message));
    else void reply.type('text/html; charset=utf-8').send(errorPage(status, message));
  };
}

/** Node's client errors by code: the status it would answer and the shop's text for it. */
function clientErrorOf(code: string | undefined): { status: number; key: ServerTextKey } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, key: 'JS_ERROR_HEADERS_TOO_LARGE' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, key: 'JS_ERROR_REQUEST_TIMEOUT' };
  return { status: 400, key: 'JS_ERROR_BAD_REQUEST' };
}

/** The Accept header among the bytes Node's parser had received, if it got that far. */
function rawAccept(rawPacket: unknown): string | undefined {
  return Buffer.isBuffer(rawPacket) ? /\r\naccept:([^\r\n]*)/i.exec(rawPacket.toString('latin1'))?.[1] : undefined;
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser rejects before a request exists (oversized headers:
 * 431, a malformed request: 400, too slow: 408). Only the socket is left, so the reply is written by hand: the
 * static Italian page (or the error body when the bytes received asked for JSON) with the shop's headers, and the
 * connection is closed. No request id: none was given.
 */
export function clientErrorHandler(policy: string) {
  return (error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, key } = clientErrorOf(error.code);
    const message = t(key);
    const json = acceptPrefersJson(rawAccept(error.rawPacket));
    const body = Buffer.from(json ? JSON.stringify(errorBody(message)) : errorPage(status, message));
    const headers: Record<string, string> = {
      ...shopHeaders(policy, false),
      'content-type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'content-length': String(body.length),
      'cache-control': 'no-store',
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n`), body]), () =>
      socket.destroy(),
    );
  };
}
