import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRoute } from './login.ts';
import { logoutRoute } from './logout.ts';
import { passwordRecoveryRoutes } from './password-recovery.ts';
import { principalRoute } from './principal-route.ts';

/** Form login (also JSON), logout, the principal the SPA reads, and password recovery. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(loginRoute);
  await app.register(logoutRoute);
  await app.register(principalRoute);
  await app.register(passwordRecoveryRoutes);
};
