import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communicationRoutes } from './communications.ts';
import { impersonationAuditRoutes } from './impersonation-audit.ts';
import { webServiceFlagRoutes } from './web-service-flag.ts';

/** Issue 28's calls: the web-service toggle, communications and the impersonation audit. */
export const accountAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(webServiceFlagRoutes);
  await app.register(communicationRoutes);
  await app.register(impersonationAuditRoutes);
};
