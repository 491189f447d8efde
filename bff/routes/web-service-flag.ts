import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPortError } from '../../adapters/ports/port-error.ts';
import { fieldError } from '../../shared/issue-text.ts';

const customer = { access: 'customer', personal: true } as const;
const text = (reply: { type(value: string): { send(body: string): unknown } }, body: string) =>
  reply.type('text/plain; charset=utf-8').send(body);

/**
 * SPEC §7 "Web-service availability": whether the customer's own systems may call the distributor's web services,
 * the ERP's flag (accounts port). The set is a GET that changes state (DESIGN's recipe): CSRF-checked, the token in
 * `X-CSRF-Token`. It answers OK, NO (the ERP holds no such flag) or a failure with its message (SPEC §8's error).
 */
const webServiceFlagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/costanti/get-disponibilita-ws', { config: customer }, async (request, reply) => {
    try {
      const { enabled } = await app.ports.accounts.webServiceAccess({}, request.portCtx());
      return text(reply, enabled ? 'S' : 'N');
    } catch (error) {
      // SPEC: "S or other"; a missing flag is not S.
      if (isPortError(error) && error.reason === 'web-service-setting-missing') return text(reply, 'N');
      throw error;
    }
  });

  app.get(
    '/costanti/set-disponibilita-ws',
    {
      schema: {
        querystring: z.object({
          fgWS: z.enum(['S', 'N'], fieldError('JS_FIELD_WEB_SERVICE_FLAG')),
          csrfToken: z.string().optional(),
        }),
      },
      config: { ...customer, csrf: true },
    },
    async (request, reply) => {
      try {
        await app.ports.accounts.setWebServiceAccess({ enabled: request.query.fgWS === 'S' }, request.portCtx());
        return text(reply, 'OK');
      } catch (error) {
        if (isPortError(error) && error.reason === 'web-service-setting-missing') return text(reply, 'NO');
        throw error;
      }
    },
  );
};

export default webServiceFlagRoutes;
