import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPrincipal } from '../../lib/principal.ts';

/** Who the SPA is talking to, with the session's tokens. */
const principalRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/sfapi/v1/principal', { config: { personal: true } }, async (request) => currentPrincipal(app, request));
};

export default principalRoute;
