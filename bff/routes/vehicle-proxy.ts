import httpProxy from '@fastify/http-proxy';
import type { FastifyPluginAsync } from 'fastify';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { t } from '../../shared/i18n/server.ts';
import type { VehicleLookup } from '../config.ts';
import { errorBody } from '../lib/error-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { REDIRECT_STATUSES, rewriteProxyRedirect } from '../lib/proxy-redirect.ts';
import { redactUrl } from '../lib/redact-url.ts';
import { genericText } from '../lib/port-failure.ts';
import { SESSION_COOKIE } from '../plugins/session.ts';

/**
 * What the browser may tell the provider: content negotiation (but Accept-Encoding: the provider answers plainly and
 * the shop compresses) and conditional requests. Never its cookies, its
 * Authorization or its CSRF token (the shop's session stays the shop's), nor forwarding details (the client's address).
 */
export const forwardedRequestHeaders = ['accept', 'accept-language', 'user-agent', 'if-none-match', 'if-modified-since'] as const;

/** What the provider may tell the browser: the body's type and encoding, and how to cache it. Never Set-Cookie. */
export const forwardedReplyHeaders = [
  'content-type',
  'content-encoding',
  'content-language',
  'cache-control',
  'etag',
  'last-modified',
] as const;

/** What the browser may get from the provider: JSON and images (never SVG, which can carry script), nothing else. */
const PASSED_TYPES = /^(application\/(?:[\w.+-]+\+)?json|image\/(?:png|jpeg|gif|webp|avif))\s*(?:;|$)/i;

/** A reply without a body has no type to check (304 Not Modified, 204). */
const BODYLESS = new Set([204, 304]);

/**
 * A customer's reply (the request carries the shop's session) must not be stored by shared caches, whatever the
 * provider says: its `public` (or `s-maxage`) Cache-Control is dropped, and the shop's `private, no-store` applies.
 */
function sharedCacheable(value: unknown): boolean {
  return typeof value === 'string' && /\b(public|s-maxage)\b/i.test(value);
}

type VehicleProxyOptions = Extract<VehicleLookup, { mode: 'proxy' }> & {
  /** {vehicle_ws}: the prefix served here and asked of the provider under its base URL. */
  vehicleWs: string;
};

function pick(headers: IncomingHttpHeaders | OutgoingHttpHeaders, names: readonly string[]): Record<string, string | string[]> {
  const picked: Record<string, string | string[]> = {};
  for (const name of names) {
    const value = headers[name];
    if (typeof value === 'string' || Array.isArray(value)) picked[name] = value;
    else if (typeof value === 'number') picked[name] = String(value);
  }
  return picked;
}

/** The part of a reply sendFailure uses (reply-from's callbacks type the reply for any server). */
interface FailureReply {
  removeHeader(name: string): unknown;
  code(status: number): { send(payload: unknown): unknown };
}

/** A provider failure as the shop's own error body: 504 past the deadline, 502 otherwise. */
function sendFailure(reply: FailureReply, status: 502 | 504): void {
  for (const name of forwardedReplyHeaders) reply.removeHeader(name);
  reply.code(status).send(errorBody(genericText(status)));
}

/**
 * SPEC §7's `{vehicle_ws}/*` calls forwarded as they are to a provider that already serves them (VEHICLE_LOOKUP=proxy):
 * `{prefix}/x?q` → `{baseUrl}{prefix}/x?q`, GET (and HEAD) only. The provider gets an allow-list of the browser's
 * headers, the request id and its own credentials; the browser gets the provider's status and body and an allow-list
 * of its headers. No retries: one attempt within the deadline (UPSTREAM_TIMEOUT_MS), else 504; an unreachable provider
 * or one failing with a 5xx is a 502; both with the shop's error body (in the request's language). A redirect keeps its Location only
 * when it points under the provider's {vehicle_ws} (rewritten to the shop's path); any other is a 502 (see
 * lib/proxy-redirect.ts). Each call logs one info line: path (tokens redacted), upstream status, ms. The makers
 * (`/makers/get-makers`), /assistenza and the server-side features stay on the vehicles port.
 */
const vehicleProxyRoutes: FastifyPluginAsync = async (app) => {
  const lookup = app.config.vehicleLookup;
  // VEHICLE_LOOKUP=port (the default): the calls are ./vehicles.ts's, over the vehicles port.
  if (lookup.mode !== 'proxy') return;
  const options: VehicleProxyOptions = { ...lookup, vehicleWs: app.config.paths.vehicleWs };
  const upstreamPath = new URL(options.baseUrl).pathname.replace(/\/+$/, '');
  const credentials = options.token ? { authorization: `Bearer ${options.token}` } : {};
  // When each call left for the provider: its log line gives the provider's time, not the shop's hooks before it.
  const startedAt = new WeakMap<object, number>();
  /** These calls bypass the port layer and its timings: each gets its own line (the request id comes with request.log). */
  const callLine = (request: { url: string }) => {
    const started = startedAt.get(request);
    return {
      path: redactUrl(request.url),
      ms: started === undefined ? undefined : Math.round((performance.now() - started) * 10) / 10,
    };
  };

  await app.register(httpProxy, {
    prefix: options.vehicleWs,
    upstream: options.baseUrl,
    rewritePrefix: `${upstreamPath}${options.vehicleWs}`,
    httpMethods: ['GET'],
    proxyPayloads: false,
    disableRequestLogging: true,
    // Closing the shop closes the pool's kept-alive sockets.
    destroyAgent: true,
    internalRewriteLocationHeader: false,
    // Node's http client with its own keep-alive pool (the provider's connections never mix with the ERP's): its
    // request timeout is exact, where undici's header timeout rounds a short deadline up by as much as a second.
    http: { agentOptions: { keepAlive: true, maxSockets: 64 }, requestOptions: { timeout: options.timeoutMs } },
    replyOptions: {
      timeout: options.timeoutMs,
      // One attempt: reply-from would otherwise retry a 503 up to ten times, past the deadline.
      retryDelay: () => null,
      rewriteRequestHeaders: (request, headers) => {
        startedAt.set(request, performance.now());
        return {
          ...pick(request.headers, forwardedRequestHeaders),
          ...(typeof headers.host === 'string' ? { host: headers.host } : {}),
          'x-request-id': request.id,
          ...credentials,
        };
      },
      rewriteHeaders: (headers, request) => {
        const picked = pick(headers, forwardedReplyHeaders);
        const personal = request?.cookies?.[SESSION_COOKIE] !== undefined;
        if (personal && sharedCacheable(picked['cache-control'])) delete picked['cache-control'];
        return picked;
      },
      onResponse: (request, reply, res) => {
        const upstreamStatus = res.statusCode;
        request.log.info({ ...callLine(request), upstreamStatus }, 'vehicle lookup proxied');
        if (upstreamStatus >= 500) {
          request.log.warn({ status: upstreamStatus }, 'vehicle lookup provider failed');
          res.stream.resume();
          sendFailure(reply, 502);
          return;
        }
        // The provider refusing the shop's own token is the shop's problem, not the browser's: a 401 would make the
        // SPA reload the page to log in again (SPEC §6), for ever.
        if (upstreamStatus === 401 || upstreamStatus === 403) {
          request.log.warn({ status: upstreamStatus }, 'vehicle lookup provider refused the shop');
          res.stream.resume();
          sendFailure(reply, 502);
          return;
        }
        const type = res.stream.headers['content-type'];
        const redirect = REDIRECT_STATUSES.has(upstreamStatus);
        if (!redirect && !BODYLESS.has(upstreamStatus) && !PASSED_TYPES.test(typeof type === 'string' ? type : '')) {
          request.log.warn({ status: upstreamStatus, type }, 'vehicle lookup provider answered neither JSON nor an image');
          res.stream.resume();
          sendFailure(reply, 502);
          return;
        }
        if (redirect) {
          res.stream.resume();
          const redirect = rewriteProxyRedirect(res.stream.headers.location, request.url, options);
          if (!redirect.ok) {
            request.log.warn({ status: upstreamStatus, target: redirect.target }, 'vehicle lookup provider redirected out of {vehicle_ws}');
            sendFailure(reply, 502);
            return;
          }
          // The provider's body would name its own address: the browser only needs where to go.
          for (const name of ['content-type', 'content-encoding', 'content-language']) reply.removeHeader(name);
          reply.header('location', redirect.location).send();
          return;
        }
        reply.send(res.stream);
      },
      onError: (reply, { error }) => {
        const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
        reply.request.log.warn(
          { ...callLine(reply.request), code: (error as { code?: string }).code, err: error.message },
          'vehicle lookup provider unreachable',
        );
        sendFailure(reply, status);
      },
    },
  });

  // The provider's surface is read-only: any other method is refused here rather than forwarded.
  const refuse = async () => {
    throw new HttpError(405, t('JS_GENERIC_ERROR'), { allow: 'GET, HEAD' });
  };
  for (const url of [options.vehicleWs, `${options.vehicleWs}/*`]) {
    app.route({ method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], url, handler: refuse });
  }
};

export default vehicleProxyRoutes;
