import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pricesFor, promotionsFor } from '../lib/visible-prices.ts';

/** Catalogue calls of SPEC §7 that this release serves. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/get-promo-hp', async (request) => {
    const promos = await app.ports.catalogue.promotions({}, request.portCtx());
    return promotionsFor(request.session.actor !== null, promos);
  });

  app.get(
    '/sfapi/v1/catalog/product-code/:code',
    { schema: { params: z.object({ code: z.string().trim().min(1).max(100) }) } },
    async (request) => {
      const products = await app.ports.catalogue.productsByCode({ code: request.params.code }, request.portCtx());
      return pricesFor(request.session.actor !== null, products);
    },
  );

  app.get(
    '/sfapi/v1/catalog/count',
    { schema: { querystring: z.object({ q: z.string().trim().min(1).max(100) }) } },
    async (request) => app.ports.catalogue.count({ q: request.query.q }, request.portCtx()),
  );
};
