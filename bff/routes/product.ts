import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RelationKind } from '../../shared/contract/catalogue.ts';
import {
  availableStoresReply,
  carcassReply,
  giftsReply,
  relationRowsReply,
  tyreSizesReply,
  warehouseMovementsReply,
} from '../../shared/contract/product.ts';
import { articleCodeSchema } from '../../shared/codes.ts';
import { idSchema } from '../../shared/ids.ts';
import { aboutProduct } from '../lib/product-not-found.ts';
import { resultRows } from '../lib/result-rows.ts';

const byId = z.object({ id: idSchema });

/** The product page's tabs (SPEC §7 Catalogue): each call answers one kind of related products. */
export const relationPaths: Record<string, RelationKind> = {
  '/get-alternatives/:id': 'alternatives',
  '/get-substitutes/:id': 'substitutes',
  '/get-substituentes/:id': 'substituents',
  '/get-suggested/:id': 'suggested',
  '/get-suggested-catalog/:id': 'suggestedCatalog',
  '/get-matches/:id': 'matches',
  '/get-necessaries/:id': 'necessaries',
};

/**
 * The calls of the product page (SPEC §2 product page, §7 Catalogue): its tabs' related products as result rows
 * with the asker's offer (no prices for a visitor), the core deposit, the stores and movements (logged-in users
 * only), gifts and a snow chain's tyre sizes. Replies that carry an offer or the customer's own data are personal.
 */
const productRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, kind] of Object.entries(relationPaths)) {
    app.get(path, { schema: { params: byId, response: { 200: relationRowsReply } }, config: { personal: true } }, async (request) => {
      const items = await aboutProduct(app.ports.catalogue.relations({ id: request.params.id, kind }, request.portCtx()));
      return resultRows(app, request, items);
    });
  }

  app.get(
    '/get-carcasse/:id',
    { schema: { params: byId, response: { 200: carcassReply } }, config: { personal: true } },
    async (request) => {
      const { id } = request.params;
      const deposit = await aboutProduct(app.ports.catalogue.coreDeposit({ id }, request.portCtx()));
      const [row] = deposit ? await resultRows(app, request, [deposit]) : [];
      return { productId: id, deposit: row ?? null };
    },
  );

  app.get(
    '/get-available-stores/:id',
    { schema: { params: byId, response: { 200: availableStoresReply } }, config: { access: 'customer', personal: true } },
    async (request) => aboutProduct(app.ports.availability.stores({ productId: request.params.id }, request.portCtx())),
  );

  app.get(
    '/warehouse-movement/:id',
    { schema: { params: byId, response: { 200: warehouseMovementsReply } }, config: { access: 'customer', personal: true } },
    async (request) => aboutProduct(app.ports.availability.movements({ productId: request.params.id }, request.portCtx())),
  );

  app.get(
    '/blackbox/retrieve-omaggi',
    { schema: { querystring: z.object({ cdarti: articleCodeSchema }), response: { 200: giftsReply } } },
    async (request) => app.ports.catalogue.gifts({ code: request.query.cdarti }, request.portCtx()),
  );

  app.get(
    '/tire-size/:code',
    { schema: { params: z.object({ code: articleCodeSchema }), response: { 200: tyreSizesReply } } },
    async (request) => app.ports.catalogue.tyreSizes({ code: request.params.code }, request.portCtx()),
  );
};

export default productRoutes;
