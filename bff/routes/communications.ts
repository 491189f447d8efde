import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { communicationSchema, staffCommunicationSchema } from '../../adapters/ports/communications.ts';
import { idSchema } from '../../shared/ids.ts';
import { acknowledgementActionOf, customerCodesSchema, wireActionSchema } from '../lib/communication-wire.ts';

const customer = { access: 'customer', personal: true } as const;
const staff = { access: { role: 'staff' }, personal: true } as const;
const day = z.iso.date();

/**
 * Communications (SPEC §4 "Session and communications", §7 Communications): a logged-in user's pending ones, their
 * acknowledgement (SPEC's names on the wire, the port's English behind `communication-wire.ts`), and staff writing
 * one. Who may call comes first (plugins/access.ts): a visitor 401, a customer on the staff call 403.
 */
const communicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const communications = app.ports.communications;

  app.get('/comunicazioni/in-attesa', { schema: { response: { 200: z.array(communicationSchema) } }, config: customer }, async (request) =>
    communications.pending({}, request.portCtx()),
  );

  app.post(
    '/accept-communication',
    {
      schema: { body: z.object({ csrfToken: z.string().optional(), communicationId: idSchema, action: wireActionSchema }) },
      config: customer,
    },
    async (request) => {
      const { communicationId, action } = request.body;
      await communications.acknowledge({ communicationId, action: acknowledgementActionOf(action) }, request.portCtx());
      return { status: 'OK' as const };
    },
  );

  app.post(
    '/staff/comunicazioni',
    {
      schema: {
        body: z.object({
          csrfToken: z.string().optional(),
          title: z.string().trim().min(1).max(200),
          text: z.string().trim().min(1).max(5000),
          mandatory: z.boolean().default(false),
          validFrom: day,
          validTo: day,
          allCustomers: z.boolean().default(true),
          customerCodes: customerCodesSchema,
        }),
        response: { 200: staffCommunicationSchema },
      },
      config: staff,
    },
    async (request) => {
      const { csrfToken: _token, ...input } = request.body;
      return communications.create(input, request.portCtx());
    },
  );
};

export default communicationRoutes;
