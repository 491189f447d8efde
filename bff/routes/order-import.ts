import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderTemplate } from '../lib/import/template.ts';
import { importRowRoutes } from './import-rows.ts';
import { importUploadRoute } from './import-upload.ts';

/** The order import's calls (SPEC §7 Import order): the upload in its own plugin (multipart), the rows' calls here. */
export const orderImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(importUploadRoute);
  await app.register(importRowRoutes);

  // The template the upload page offers: a workbook whose header the upload recognises.
  app.get('/import-order/template.xlsx', { config: { access: 'customer' } }, async (_request, reply) =>
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="modello-ordine.xlsx"')
      .send(await orderTemplate()),
  );
};
