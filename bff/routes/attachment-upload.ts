import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_ATTACHMENT_BYTES } from '../../shared/attachment-limits.ts';
import { sniffAttachmentType } from '../../shared/attachment-type.ts';
import { uploadAttachmentReply } from '../../shared/contract/attachments.ts';
import { idSchema } from '../../shared/ids.ts';
import { t } from '../../shared/i18n/attachments.ts';
import { t as serverT } from '../../shared/i18n/server.ts';
import { HttpError } from '../lib/http-error.ts';
import { readUploadForm } from '../lib/upload-form.ts';

/**
 * POST /cart/upload-attachment (SPEC §7 Attachment): multipart with fields `idCart` and `file`. Registered as
 * its own plugin so multipart parsing and its limits exist on this route only; every other route keeps the
 * app's small body limit and refuses multipart. The CSRF token travels in the X-CSRF-Token header: the csrf
 * plugin checks it before the body is read (multipart is not parsed before the handler), so a forged form
 * never gets its file streamed. Who may call (`access`) is checked even earlier, on the request line.
 */
const attachmentUploadRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // Bounds what one upload may hold in memory: one file of the shop's limit and a few short fields.
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 100 },
  });

  app.post(
    '/cart/upload-attachment',
    { schema: { response: { 200: uploadAttachmentReply } }, config: { access: 'customer', personal: true } },
    async (request) => {
      const form = await readUploadForm(request);
      const idCart = idSchema.safeParse(form.fields.idCart);
      if (!idCart.success) throw new HttpError(400, serverT('JS_ERROR_VALIDATION'));
      if (!form.file || form.file.fieldname !== 'file') throw new HttpError(400, t('JS_ATTACHMENT_MISSING'));
      if (form.file.bytes.length === 0) throw new HttpError(400, t('JS_ATTACHMENT_EMPTY'));
      // Decided here as well as in the port, so an unaccepted type is 415 rather than the port's generic 400.
      if (!(await sniffAttachmentType(form.file.bytes))) throw new HttpError(415, t('JS_ATTACHMENT_TYPE_NOT_ACCEPTED'));
      const attachment = await app.ports.attachments.add(
        { cartId: idCart.data, filename: form.file.filename, contentBase64: form.file.bytes.toString('base64') },
        request.portCtx(),
      );
      return { status: 'OK' as const, filename: attachment.filename, attachment };
    },
  );
};

export default attachmentUploadRoute;
