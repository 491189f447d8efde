import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redirectOrJson } from '../../lib/negotiation.ts';

/** Ends the session (CSRF-checked like every POST) and continues as a visitor under a new id. */
const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/logout', async (request, reply) => {
    await request.session.end();
    return redirectOrJson(request, reply, '/');
  });
};

export default logoutRoute;
