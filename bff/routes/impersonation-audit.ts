import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intFromText } from '../../shared/ids.ts';

/** The impersonation audit for staff who may switch user: paged, filtered by staff username or customer code/name. */
const impersonationAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/audit-impersonazioni',
    {
      schema: {
        querystring: z.object({
          pagina: intFromText({ min: 1, max: 10_000 }).default(1),
          staff: z.string().trim().max(100).default(''),
          cliente: z.string().trim().max(120).default(''),
        }),
      },
      config: { access: { role: 'switch_user' }, personal: true },
    },
    async (request) => {
      const { pagina, staff, cliente } = request.query;
      const pageSize = 20;
      const { rows, total } = await app.ports.accounts.impersonationAudit(
        { page: pagina, pageSize, staff, customer: cliente },
        request.portCtx(),
      );
      return { rows, total, page: pagina, pageSize };
    },
  );
};

export default impersonationAuditRoutes;
