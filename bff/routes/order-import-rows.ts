import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importSaveBody, importSummaryView, searchProductReply, selectProductReply } from '../../shared/contract/order-import.ts';
import { idSchema, intFromText } from '../../shared/ids.ts';
import {
  rowChangesOf,
  toImportProductView,
  toImportProductViewOfItem,
  toImportRowView,
  toImportSummaryView,
} from '../lib/order-import-wire.ts';
import { activateCart, sessionCartRef } from '../lib/session-cart.ts';

const customer = { access: 'customer', personal: true } as const;
/** The search dialog's page size (SPEC §9: paginated by page number, the size not shown). */
const SEARCH_PAGE_SIZE = 10;
const rowParams = z.object({ rowId: idSchema });

/**
 * The confirm page's calls (SPEC §7 Import order): the candidates of an ambiguous row and the choice of one, the
 * catalogue search of a not-found row, removing a row (GETs that change state take the token as X-CSRF-Token),
 * save and submit, and "my imports". Thin: the order-import port keeps every import to its customer (another
 * customer's import or row is 404) and applies SPEC §5 at submit.
 */
const importRowRoutes: FastifyPluginAsyncZod = async (app) => {
  const imports = app.ports.orderImport;

  app.get(
    '/import-order/select-product/:rowId',
    { schema: { params: rowParams, response: { 200: selectProductReply } }, config: customer },
    async (request) => {
      const ctx = request.portCtx();
      const { row, products } = await imports.candidates({ rowId: request.params.rowId }, ctx);
      const { filename } = await imports.get({ importId: row.importId }, ctx);
      return { row: toImportRowView(row, filename), products: products.map(toImportProductView) };
    },
  );

  app.get(
    '/import-order/select-product/:rowId/:productId',
    {
      schema: { params: rowParams.extend({ productId: idSchema }), response: { 200: importSummaryView } },
      config: { ...customer, csrf: true },
    },
    async (request) => {
      const ctx = request.portCtx();
      const { row } = await imports.candidates({ rowId: request.params.rowId }, ctx);
      const rows = [{ rowId: row.rowId, productId: request.params.productId }];
      return toImportSummaryView(await imports.updateRows({ importId: row.importId, rows }, ctx));
    },
  );

  app.get(
    '/import-order/select-product-not-found/:rowId',
    {
      schema: {
        params: rowParams,
        querystring: z.object({ page: intFromText({ min: 1, max: 100 }).default(1), q: z.string().trim().max(100).optional() }),
        response: { 200: searchProductReply },
      },
      config: customer,
    },
    async (request) => {
      const ctx = request.portCtx();
      const { row } = await imports.candidates({ rowId: request.params.rowId }, ctx);
      const { filename } = await imports.get({ importId: row.importId }, ctx);
      const q = request.query.q || row.code;
      const { page } = request.query;
      const found = await app.ports.catalogue.search({ q, page, pageSize: SEARCH_PAGE_SIZE }, ctx);
      const pages = Math.ceil(found.total / SEARCH_PAGE_SIZE);
      return { row: toImportRowView(row, filename), q, page, pages, products: found.rows.map(toImportProductViewOfItem) };
    },
  );

  app.get('/import-order/delete-row/:rowId', { schema: { params: rowParams }, config: { ...customer, csrf: true } }, async (request) => {
    const removed = await imports.removeRow({ rowId: request.params.rowId }, request.portCtx());
    return { status: 'OK' as const, importId: removed.importId };
  });

  app.post(
    '/import-order/save',
    { schema: { body: importSaveBody, response: { 200: importSummaryView } }, config: customer },
    async (request) => {
      const { importId, items } = request.body;
      const ctx = request.portCtx();
      if (items.length === 0) return toImportSummaryView(await imports.get({ importId }, ctx));
      return toImportSummaryView(await imports.updateRows({ importId, rows: rowChangesOf(items) }, ctx));
    },
  );

  app.post(
    '/import-order/submit',
    { schema: { body: importSaveBody.extend({ target: z.enum(['active', 'new']).default('active') }) }, config: customer },
    async (request) => {
      const { importId, items, target } = request.body;
      const ctx = request.portCtx();
      if (items.length > 0) await imports.updateRows({ importId, rows: rowChangesOf(items) }, ctx);
      const sent = await imports.submit({ importId, target, ...sessionCartRef(request) }, ctx);
      // The header cart shows the cart the lines went to (SPEC §4: submit refreshes it, then /cart).
      await activateCart(request, sent.cartId);
      return { status: 'OK' as const, url: '/cart', cartId: sent.cartId, lines: sent.lines, alreadySent: sent.alreadySent };
    },
  );

  app.get('/import-order/list', { schema: { response: { 200: z.array(importSummaryView) } }, config: customer }, async (request) =>
    (await imports.list({}, request.portCtx())).map(toImportSummaryView),
  );

  app.post(
    '/import-order/delete/:importId',
    {
      schema: { params: z.object({ importId: idSchema }), body: z.object({ csrfToken: z.string().optional() }).optional() },
      config: customer,
    },
    async (request) => {
      await imports.remove({ importId: request.params.importId }, request.portCtx());
      return { status: 'OK' as const };
    },
  );
};

export default importRowRoutes;
