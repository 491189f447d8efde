import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isPortError } from '../../adapters/ports/port-error.ts';
import { importUploadReply, pickedColumnsSchema } from '../../shared/contract/order-import.ts';
import { t } from '../../shared/i18n/order-import.ts';
import { MAX_IMPORT_FILE_BYTES } from '../../shared/order-import-limits.ts';
import { displayFilename } from '../../shared/attachment-name.ts';
import { errorBody } from '../lib/error-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { codesToMatch, importRowsOf } from '../lib/order-import/import-rows.ts';
import { ReaderBusy } from '../lib/order-import/read-in-worker.ts';
import { sheetProblemReply } from '../lib/order-import/sheet-problem-text.ts';
import { SheetError } from '../lib/order-import/sheet-types.ts';
import { portFailure } from '../lib/port-failure.ts';
import { readUploadForm } from '../lib/upload-form.ts';

const MB = MAX_IMPORT_FILE_BYTES / (1024 * 1024);

/**
 * POST /import-order/upload (SPEC §7 order spreadsheet upload): multipart with `file` and, after the page asked
 * for them, `columns` (JSON). Its own plugin, so multipart and its 10 MB limit exist on this route only. The file is
 * read in memory (no temporary file to leave behind) by a worker thread (parsing a workbook takes a tenth of a second
 * and more: not on the event loop), every code matched in one port call, the import stored, and
 * the confirm page's URL answered. A refusal is a 4xx whose body carries `statusKo` (SPEC §8), never a 5xx.
 */
const importUploadRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 2048, headerPairs: 100 },
  });

  app.post(
    '/import-order/upload',
    { schema: { response: { 200: importUploadReply } }, config: { access: 'customer', personal: true } },
    async (request, reply) => {
      try {
        const form = await readUploadForm(request, { megabytes: MB });
        if (!form.file || form.file.fieldname !== 'file') throw new HttpError(400, t('JS_IMPORT_FILE_MISSING'));
        if (form.file.bytes.length === 0) throw new HttpError(400, t('JS_IMPORT_FILE_EMPTY'));
        const columns = form.fields.columns === undefined ? undefined : pickedColumns(form.fields.columns);
        const read = await app.orderFileReader.read(form.file.bytes, columns);
        if (read.kind === 'pick-columns') return { status: 'COLUMNS' as const, ...pick(read, ['sheet', 'otherSheets', 'preview']) };
        const ctx = request.portCtx();
        const codes = codesToMatch(read.lines);
        const matches = codes.length === 0 ? [] : await app.ports.orderImport.match({ codes }, ctx);
        const filename = displayFilename(form.file.filename || 'ordine').slice(0, 200);
        const created = await app.ports.orderImport.create({ filename, sheet: read.sheet, rows: importRowsOf(read.lines, matches) }, ctx);
        return { status: 'OK' as const, url: `/import-order/${created.importId}`, sheet: read.sheet, otherSheets: read.otherSheets };
      } catch (error) {
        return refuse(reply, error, request.log);
      }
    },
  );
};

function pickedColumns(json: string) {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new HttpError(400, t('JS_IMPORT_BAD_COLUMNS'));
  }
  const parsed = pickedColumnsSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, t('JS_IMPORT_BAD_COLUMNS'));
  return parsed.data;
}

function pick<T extends object, K extends keyof T>(value: T, keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}

/** A refusal as the upload form reads it: the shop's error body plus `statusKo`, the text shown (SPEC §8). */
function refuse(reply: FastifyReply, error: unknown, log: FastifyReply['log']) {
  let failure: { status: number; message: string };
  if (error instanceof SheetError) {
    log.info({ err: error.message }, 'order file refused');
    failure = sheetProblemReply(error.problem);
  } else if (error instanceof ReaderBusy) {
    reply.header('retry-after', String(error.retryAfterSeconds));
    failure = { status: 503, message: t('JS_IMPORT_BUSY', { seconds: error.retryAfterSeconds }) };
  } else if (error instanceof HttpError) failure = { status: error.statusCode, message: error.message };
  else if (isPortError(error)) failure = portFailure(error, log);
  else throw error;
  return reply.code(failure.status).send({ ...errorBody(failure.message), statusKo: failure.message });
}

export default importUploadRoute;
