import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countReply, productsByCodeReply, promotionsReply } from '../../shared/contract/catalogue.ts';
import { searchText } from '../lib/search-text.ts';
import { productsFor, promotionsFor } from '../lib/visible-prices.ts';

/** Catalogue calls of SPEC §7 that this release serves; replies shaped by shared/contract (a visitor's carry no prices). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/get-promo-hp', { schema: { response: { 200: promotionsReply } }, config: { personal: true } }, async (request) => {
    const promos = await app.ports.catalogue.promotions({}, request.portCtx());
    return promotionsFor(request.session.actor !== null, promos);
  });

  app.get(
    '/sfapi/v1/catalog/product-code/:code',
    {
      schema: { params: z.object({ code: z.string().trim().min(1).max(100) }), response: { 200: productsByCodeReply } },
      config: { personal: true },
    },
    async (request) => {
      const products = await app.ports.catalogue.productsByCode({ code: request.params.code }, request.portCtx());
      return productsFor(request.session.actor !== null, products);
    },
  );

  app.get(
    '/sfapi/v1/catalog/count',
    { schema: { querystring: z.object({ q: searchText.pipe(z.string().min(1)) }), response: { 200: countReply } } },
    async (request) => {
      // A number, as the spec's callers read it: exact up to the catalogue's cap, one more than the cap above it.
      const { total, capped } = await app.ports.catalogue.count({ q: request.query.q }, request.portCtx());
      return capped ? total + 1 : total;
    },
  );
};
