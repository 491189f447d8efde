import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The main picture of each product of a page of rows (the catalogue's `images`, cached an hour for everyone), to
 * show small beside the row. A product whose pictures cannot be had goes without one: a thumbnail never fails a page.
 */
export async function rowThumbnails(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: number[],
): Promise<Map<number, { url: string; alt: string }>> {
  const ctx = request.portCtx();
  const found = await Promise.allSettled(ids.map(async (id) => app.ports.catalogue.images({ id }, ctx)));
  const thumbnails = new Map<number, { url: string; alt: string }>();
  found.forEach((result, index) => {
    const main = result.status === 'fulfilled' ? result.value[0] : undefined;
    const id = ids[index];
    if (main && id !== undefined) thumbnails.set(id, { url: main.url, alt: main.alt });
  });
  if (found.some((result) => result.status === 'rejected')) request.log.warn('row thumbnails: some pictures not loaded');
  return thumbnails;
}
