import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countReply, productsByCodeReply, promotionsReply, type RelationKind } from '../../shared/contract/catalogue.ts';
import { imageSearchReply, relatedSummariesReply } from '../../shared/contract/product.ts';
import { articleCodeSchema } from '../../shared/codes.ts';
import { idSchema } from '../../shared/ids.ts';
import { searchText } from '../lib/search-text.ts';
import { productsFor, promotionsFor } from '../lib/visible-prices.ts';

/** SPEC §7's calls behind the counters of a result row (logged-in users only, SPEC §6), by relation kind. */
const relatedCalls: Array<{ path: string; kind: RelationKind }> = [
  { path: 'get-alternative', kind: 'alternatives' },
  { path: 'get-substitutes', kind: 'substitutes' },
  { path: 'get-necessaries', kind: 'necessaries' },
];

/** Catalogue calls of SPEC §7 that this release serves; replies shaped by shared/contract (a visitor's carry no prices). */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/get-promo-hp', { schema: { response: { 200: promotionsReply } }, config: { personal: true } }, async (request) => {
    const promos = await app.ports.catalogue.promotions({}, request.portCtx());
    return promotionsFor(request.session.actor !== null, promos);
  });

  app.get(
    '/sfapi/v1/catalog/product-code/:code',
    {
      schema: { params: z.object({ code: articleCodeSchema }), response: { 200: productsByCodeReply } },
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

  // The popovers of a row's counters: the related products, named and linked (no prices: the product page has them).
  for (const { path, kind } of relatedCalls) {
    app.get(
      `/sfapi/v1/catalog/product/${path}`,
      {
        schema: { querystring: z.object({ id: idSchema }), response: { 200: relatedSummariesReply } },
        config: { access: 'customer', personal: true },
      },
      async (request) => {
        const related = await app.ports.catalogue.relations({ id: request.query.id, kind }, request.portCtx());
        return related.map(({ id, brand, code, description }) => ({ id, brand, code, description }));
      },
    );
  }

  // Once per product card (SPEC §7); the card ignores the reply, so it is the same for everyone.
  app.get(
    '/ws-image/search',
    { schema: { querystring: z.object({ productId: idSchema }), response: { 200: imageSearchReply } } },
    async (request) => {
      const { productId } = request.query;
      const images = await app.ports.catalogue.images({ id: productId }, request.portCtx());
      return { productId, images };
    },
  );
};

export default catalogueRoutes;
