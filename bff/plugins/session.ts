import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Ctx } from '../../adapters/ports/op.ts';
import { RequestSession } from '../session/request-session.ts';
import { SessionStore } from '../session/session-store.ts';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession;
    /** The context every port call gets: request id, actor, cancellation when the client goes away. */
    portCtx(extra?: Partial<Ctx>): Ctx;
  }
}

export interface SessionOptions {
  file: string;
  secret: string;
  ttlHours: number;
}

/**
 * Sessions stored in the database but written only when they change (login, logout, switch user,
 * switch cart, first cart write). The cookie is signed, HttpOnly, SameSite=Lax, Secure over https.
 */
export const sessionPlugin = fp(async function session(app: FastifyInstance, options: SessionOptions) {
  const store = new SessionStore(options.file);
  const ttlMs = options.ttlHours * 3600_000;
  store.purgeExpired();
  const purge = setInterval(() => store.purgeExpired(), 3600_000);
  purge.unref();
  app.addHook('onClose', async () => {
    clearInterval(purge);
    store.close();
  });

  await app.register(cookie, { secret: options.secret });

  app.decorateRequest('session', null as unknown as RequestSession);
  app.decorateRequest('portCtx', function portCtx(this: FastifyRequest, extra: Partial<Ctx> = {}): Ctx {
    return { requestId: String(this.id), actor: this.session.actor, ...extra };
  });
  app.decorate('sessionTtlMs', ttlMs);

  app.addHook('onRequest', async (request) => {
    const raw = request.cookies[SESSION_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    request.session = new RequestSession(store, options.secret, unsigned?.valid ? unsigned.value : null);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.session;
    if (session?.cookieChanged) {
      reply.setCookie(SESSION_COOKIE, session.id, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        signed: true,
        ...(session.stored ? { expires: new Date(session.stored.expiresAt) } : {}),
      });
    }
    return payload;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    sessionTtlMs: number;
  }
}
