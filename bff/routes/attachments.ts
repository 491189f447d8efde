import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentListReply } from '../../shared/contract/attachments.ts';
import { idSchema } from '../../shared/ids.ts';

const cartQuery = z.object({ idCart: idSchema });
const deleteBody = z.object({ csrfToken: z.string().optional(), idCart: idSchema, attachmentId: idSchema });

/** A header value any browser reads: the name as ASCII for old ones, RFC 8187 UTF-8 for the rest. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  // encodeURIComponent leaves ' ( ) * unencoded, which RFC 8187's attr-char does not allow.
  const utf8 = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/**
 * A cart's files (SPEC §4 attachment form, §7 Attachment): list, download, delete; the upload is
 * ./attachment-upload.ts (a plugin of its own: multipart). Thin: the attachments port checks that the cart is the
 * customer's (another's is 404) and the files.
 */
const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart/attachments',
    { schema: { querystring: cartQuery, response: { 200: attachmentListReply } }, config: { access: 'customer', personal: true } },
    async (request) => app.ports.attachments.list({ cartId: request.query.idCart }, request.portCtx()),
  );

  app.get(
    '/cart/attachment/:id',
    { schema: { params: z.object({ id: idSchema }), querystring: cartQuery }, config: { access: 'customer', personal: true } },
    async (request, reply) => {
      const file = await app.ports.attachments.content(
        { cartId: request.query.idCart, attachmentId: request.params.id },
        request.portCtx(),
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.contentBase64, 'base64'));
    },
  );

  app.post(
    '/cart/delete-attachment',
    { schema: { body: deleteBody }, config: { access: 'customer', personal: true } },
    async (request, reply) => {
      await app.ports.attachments.remove({ cartId: request.body.idCart, attachmentId: request.body.attachmentId }, request.portCtx());
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  );
};

export default attachmentRoutes;
