import fp from 'fastify-plugin';

/** State-changing calls on the cart whose paths (SPEC's) are not under /cart. */
const CART_CALLS_ELSEWHERE = new Set(['/update-cart-fgurgente', '/import-order/submit']);

/**
 * The impersonation audit of cart calls: every state-changing cart call (a POST, or a CSRF-checked GET) that succeeds
 * while staff act for a customer is recorded with the staff member, the user acted as and the client address.
 * Recording never fails the call: a failure is logged.
 */
export const impersonationAuditPlugin = fp(async (app) => {
  // A callback hook, not an async one: the calls with nothing to record (nearly all) make no promise.
  app.addHook('onResponse', (request, reply, done) => {
    const actor = request.session.actor;
    const path = request.routeOptions.url ?? '';
    const changes = request.method !== 'GET' || request.routeOptions.config.csrf === true;
    if (
      actor?.impersonatorId === undefined ||
      reply.statusCode >= 400 ||
      !changes ||
      !(path.startsWith('/cart') || CART_CALLS_ELSEWHERE.has(path))
    ) {
      return done();
    }
    app.ports.accounts
      .recordImpersonation(
        { staffUserId: actor.impersonatorId, userId: actor.userId, action: `${request.method} ${path}`, clientAddress: request.ip },
        request.portCtx(),
      )
      .catch((error: unknown) => request.log.warn({ err: error }, 'impersonation audit not recorded'))
      .finally(() => done());
  });
});
