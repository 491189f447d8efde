import type { FastifyRequest } from 'fastify';
import { MAX_ATTACHMENT_BYTES } from '../../shared/attachment-limits.ts';
import { t } from '../../shared/i18n/attachments.ts';
import { HttpError } from './http-error.ts';

/** What a one-file upload form carries: its text fields and, when one came, its file in full. */
export interface UploadForm {
  fields: Record<string, string>;
  file?: { fieldname: string; filename: string; bytes: Buffer };
}

const MB = MAX_ATTACHMENT_BYTES / (1024 * 1024);

/**
 * Reads a multipart form with at most one file into memory (the route's limits bound it, `limit` says the file's
 * size limit in the message), turning every way
 * a body can be wrong into a 4xx with a message in the request's language: a file over the limit is 413 and never comes back
 * truncated; more files, parts or fields than allowed, a broken or cut body are 400. Nothing here is a 5xx.
 */
export async function readUploadForm(request: FastifyRequest, limit: { megabytes: number } = { megabytes: MB }): Promise<UploadForm> {
  if (!request.isMultipart()) throw new HttpError(400, t('JS_ATTACHMENT_MISSING'));
  const form: UploadForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // toBuffer throws when the file was cut at the size limit: a truncated file is never seen.
        form.file = { fieldname: part.fieldname, filename: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, limit.megabytes);
  }
  return form;
}

function uploadError(error: unknown, megabytes: number): HttpError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, t('JS_ATTACHMENT_TOO_LARGE', { mb: megabytes }));
  // Too many files, parts or fields, a field named __proto__, a body cut short or not multipart after all.
  return new HttpError(400, t('JS_ATTACHMENT_BAD_FORM'));
}
