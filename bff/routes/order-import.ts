import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importRowRoutes } from './import-rows.ts';
import { importUploadRoute } from './import-upload.ts';

/** The order import's calls (SPEC §7 Import order): the upload in its own plugin (multipart), the rows' calls here. */
export const orderImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(importUploadRoute);
  await app.register(importRowRoutes);
};
