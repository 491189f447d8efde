import { it as shared, type Translations } from './it.ts';
import { translator } from './translate.ts';

/**
 * The texts of a cart's attachments (SPEC §4 attachment form, §8 attachment failure): the form the cart page
 * shows, and the BFF's refusals of an upload, which the form shows as they come. They load with the cart page.
 */
export const attachmentsIt = {
  JS_ATTACHMENTS_TITLE: 'Allegati',
  JS_ATTACHMENTS_HINT:
    'Preventivi, foto del ricambio, libretto: PDF, JPEG, PNG, WebP o HEIC, fino a {mb} MB per file, al massimo {max} file.',
  JS_ATTACHMENTS_EMPTY: 'Nessun file allegato.',
  JS_ATTACHMENT_FILE_LABEL: 'File da allegare',
  JS_ATTACHMENT_UPLOAD: 'Carica',
  JS_ATTACHMENT_UPLOADING: 'Caricamento in corso…',
  JS_ATTACHMENT_UPLOADED: 'File «{filename}» allegato.',
  JS_ATTACHMENT_CLEAR: 'Elimina',
  JS_ATTACHMENT_CLEAR_LABEL: 'Elimina il file scelto',
  JS_ATTACHMENT_DELETE_LABEL: 'Elimina {filename}',
  JS_ATTACHMENT_DELETED: 'File «{filename}» eliminato.',
  JS_ATTACHMENT_DOWNLOAD_LABEL: 'Scarica {filename}',
  JS_ATTACHMENT_LIMIT_REACHED: 'Hai già allegato {max} file, il massimo per un carrello.',
  JS_UPLOAD_ERROR: 'Caricamento del file non riuscito. Riprova.',
  JS_ATTACHMENT_DELETE_ERROR: 'Eliminazione del file non riuscita. Riprova.',
  JS_ATTACHMENT_TOO_LARGE: 'Il file supera il limite di {mb} MB.',
  JS_ATTACHMENT_TYPE_NOT_ACCEPTED: 'Tipo di file non accettato: sono ammessi PDF, JPEG, PNG, WebP e HEIC.',
  JS_ATTACHMENT_MISSING: 'Scegli un file da allegare.',
  JS_ATTACHMENT_EMPTY: 'Il file è vuoto.',
  JS_ATTACHMENT_BAD_FORM: 'Il modulo di caricamento non è valido: ricarica la pagina e riprova.',
} as const;

export type AttachmentsKey = keyof typeof attachmentsIt;

/** @public English texts, checked against the Italian keys (type and shared/i18n/tables.test.ts). */
export const attachmentsEn: Record<AttachmentsKey, string> = {
  JS_ATTACHMENTS_TITLE: 'Attachments',
  JS_ATTACHMENTS_HINT:
    'Quotes, photos of the part, registration: PDF, JPEG, PNG, WebP or HEIC, up to {mb} MB per file, at most {max} files.',
  JS_ATTACHMENTS_EMPTY: 'No files attached.',
  JS_ATTACHMENT_FILE_LABEL: 'File to attach',
  JS_ATTACHMENT_UPLOAD: 'Upload',
  JS_ATTACHMENT_UPLOADING: 'Uploading…',
  JS_ATTACHMENT_UPLOADED: 'File “{filename}” attached.',
  JS_ATTACHMENT_CLEAR: 'Delete',
  JS_ATTACHMENT_CLEAR_LABEL: 'Delete the chosen file',
  JS_ATTACHMENT_DELETE_LABEL: 'Delete {filename}',
  JS_ATTACHMENT_DELETED: 'File “{filename}” deleted.',
  JS_ATTACHMENT_DOWNLOAD_LABEL: 'Download {filename}',
  JS_ATTACHMENT_LIMIT_REACHED: 'You have attached {max} files, the most a cart may hold.',
  JS_UPLOAD_ERROR: 'The file could not be uploaded. Please try again.',
  JS_ATTACHMENT_DELETE_ERROR: 'The file could not be deleted. Please try again.',
  JS_ATTACHMENT_TOO_LARGE: 'The file is over the {mb} MB limit.',
  JS_ATTACHMENT_TYPE_NOT_ACCEPTED: 'File type not accepted: PDF, JPEG, PNG, WebP and HEIC are.',
  JS_ATTACHMENT_MISSING: 'Choose a file to attach.',
  JS_ATTACHMENT_EMPTY: 'The file is empty.',
  JS_ATTACHMENT_BAD_FORM: 'The upload form is not valid: reload the page and try again.',
};

/** `t` of the attachment form and of the upload route's refusals: the shared texts and these. */
export const t = translator<keyof Translations | AttachmentsKey>({ ...shared, ...attachmentsIt }, { en: attachmentsEn });
