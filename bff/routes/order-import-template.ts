import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderTemplate } from '../lib/order-import/template.ts';

/**
 * The order import's template (SPEC §7 Import order): the workbook the upload page offers, whose header the upload
 * recognises. The upload is ./import-upload.ts (its own plugin: multipart), the confirm page's calls ./import-rows.ts.
 */
const importTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/import-order/template.xlsx', { config: { access: 'customer' } }, async (_request, reply) =>
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="modello-ordine.xlsx"')
      .send(await orderTemplate()),
  );
};

export default importTemplateRoutes;
