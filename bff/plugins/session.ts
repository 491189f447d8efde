import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { ServerResponse } from 'node:http';
import type { Actor, Ctx } from '../../adapters/ports/op.ts';
import { clientGoneSignal } from '../lib/client-signal.ts';
import { RequestSession } from '../session/request-session.ts';
import type { SharedState } from '../shared-state/shared-state.ts';
import { Signer } from '../session/signer.ts';

import { SESSION_COOKIE } from '../../shared/session-cookie.ts';

export { SESSION_COOKIE };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route never reads nor starts a session (health probes): no cookie is checked or set. */
    session?: false;
  }
  interface FastifyRequest {
    session: RequestSession;
    /** The raw reply, so port calls can learn that the client went away. */
    rawReply: ServerResponse;
    /** The context every port call gets: request id, actor, cancellation when the client goes away. */
    portCtx(extra?: Partial<Ctx>): Ctx;
  }
  interface FastifyInstance {
    /** How long a login lasts, for routes that start a stored session. */
    sessionTtlMs: number;
    /** Ends every session a user logged in to (their password changed): they log in again, wherever they were. */
    endSessionsOf(userId: number): Promise<number>;
  }
}

/**
 * A port call's context whose signal is made when an operation first reads it: a cached or in-process reply costs no
 * AbortController. A class, not an object literal with a getter: each literal's getter gave every request's context
 * its own hidden class, kept in the old generation and holding the whole request (its reply, headers, socket
 * buffers) through the young generation's collections; promoted by the megabyte, it tripled a light request's cost.
 */
class RequestCtx implements Ctx {
  readonly #res: ServerResponse;
  constructor(
    readonly requestId: string,
    readonly actor: Actor | null,
    res: ServerResponse,
  ) {
    this.#res = res;
  }

  get signal(): AbortSignal {
    return clientGoneSignal(this.#res);
  }
}

/** Built files and images: served alike to everyone, so a logged-in browser's asset costs no session read. */
const isStaticFile = (url: string) => url.startsWith('/assets/') || url.startsWith('/immagini/');

export interface SessionOptions {
  state: SharedState;
  secret: string;
  ttlHours: number;
}

/**
 * Sessions kept in the shared state (bff/shared-state/) but written only when they change (login, logout, switch
 * user, switch cart, first cart write), read once per request that carries a cookie. The cookie is signed, HttpOnly,
 * SameSite=Lax, Secure over https.
 */
export const sessionPlugin = fp(async function session(app: FastifyInstance, options: SessionOptions) {
  const store = options.state.sessions;
  const signer = new Signer(options.secret);
  const ttlMs = options.ttlHours * 3600_000;

  await app.register(cookie, { secret: options.secret });

  app.decorateRequest('session', null as unknown as RequestSession);
  app.decorateRequest('rawReply', null as unknown as ServerResponse);
  app.decorateRequest('portCtx', function portCtx(this: FastifyRequest, extra: Partial<Ctx> = {}): Ctx {
    if ('signal' in extra) return { requestId: String(this.id), actor: this.session.actor, ...extra };
    return Object.assign(new RequestCtx(String(this.id), this.session.actor, this.rawReply), extra);
  });
  app.decorate('sessionTtlMs', ttlMs);
  app.decorate('endSessionsOf', (userId: number) => store.endUser(userId));

  // Checking a cookie's signature is an HMAC: remember the verdict per cookie value.
  const verified = new LRUCache<string, { id: string | null }>({ max: 50_000 });
  const sessionIdOf = (request: FastifyRequest): string | null => {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return null;
    let entry = verified.get(raw);
    if (!entry) {
      const unsigned = request.unsignCookie(raw);
      entry = { id: unsigned.valid ? unsigned.value : null };
      verified.set(raw, entry);
    }
    return entry.id;
  };

  const setCookie = (request: FastifyRequest, reply: FastifyReply) => (session: RequestSession) => {
    reply.setCookie(SESSION_COOKIE, session.id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      signed: true,
      ...(session.stored ? { expires: new Date(session.stored.expiresAt) } : {}),
    });
  };

  // A callback hook, and the embedded store read without waiting: a light request makes no promise here.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.session === false) {
      request.session = new RequestSession(store, signer, null);
      request.rawReply = reply.raw;
      request.session.skipLoad();
      return done();
    }
    const session = new RequestSession(store, signer, sessionIdOf(request), setCookie(request, reply));
    request.session = session;
    request.rawReply = reply.raw;
    if (isStaticFile(request.url)) session.skipLoad();
    let loaded: boolean;
    try {
      loaded = session.loadNow();
    } catch (error) {
      return done(error as Error);
    }
    if (loaded) return done();
    session.load().then(
      () => done(),
      (error: unknown) => done(error as Error),
    );
  });
});
