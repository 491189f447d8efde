import { it as shared, type Translations } from './it.ts';
import { translator } from './translate.ts';

/**
 * The texts of the order import (SPEC §1, §2 /import-order, §8 order-file upload failure): the upload's refusals,
 * which the form shows as `statusKo`, and the import pages. They load with the import pages.
 */
export const orderImportIt = {
  JS_IMPORT_FILE_MISSING: 'Scegli il file dell’ordine da caricare.',
  JS_IMPORT_FILE_EMPTY: 'Il file è vuoto.',
  JS_IMPORT_TOO_LARGE: 'Il file supera il limite di {mb} MB.',
  JS_IMPORT_NOT_A_SPREADSHEET: 'Il file non è un foglio di calcolo: carica un file .xlsx o .csv.',
  JS_IMPORT_PROTECTED_OR_XLS:
    'Il file è protetto da password o è nel vecchio formato .xls: salvalo da Excel come .xlsx senza password, o come .csv.',
  JS_IMPORT_CORRUPT: 'Il file è danneggiato e non si può leggere: salvalo di nuovo da Excel e riprova.',
  JS_IMPORT_TOO_BIG_UNPACKED: 'Il file è troppo grande una volta decompresso: dividi l’ordine in più file.',
  JS_IMPORT_EMPTY_SHEET: 'Il foglio è vuoto: non c’è nessuna riga da importare.',
  JS_IMPORT_HEADER_ONLY: 'Il foglio ha solo l’intestazione: non c’è nessuna riga con un codice da importare.',
  JS_IMPORT_TOO_MANY_ROWS: 'Il file ha più di {max} righe: dividi l’ordine in più file.',
  JS_IMPORT_BAD_COLUMNS: 'Le colonne scelte non sono valide: scegli almeno la colonna del codice.',
} as const;

export type OrderImportKey = keyof typeof orderImportIt;

/** @public English texts, checked against the Italian keys: no screen reads them until the shop speaks English. */
export const orderImportEn: Record<OrderImportKey, string> = {
  JS_IMPORT_FILE_MISSING: 'Choose the order file to upload.',
  JS_IMPORT_FILE_EMPTY: 'The file is empty.',
  JS_IMPORT_TOO_LARGE: 'The file is over the {mb} MB limit.',
  JS_IMPORT_NOT_A_SPREADSHEET: 'The file is not a spreadsheet: upload an .xlsx or .csv file.',
  JS_IMPORT_PROTECTED_OR_XLS:
    'The file is password-protected or in the old .xls format: save it from Excel as .xlsx without a password, or as .csv.',
  JS_IMPORT_CORRUPT: 'The file is damaged and cannot be read: save it again from Excel and retry.',
  JS_IMPORT_TOO_BIG_UNPACKED: 'The file is too big once unpacked: split the order into several files.',
  JS_IMPORT_EMPTY_SHEET: 'The sheet is empty: there is no row to import.',
  JS_IMPORT_HEADER_ONLY: 'The sheet has only its header: there is no row with a code to import.',
  JS_IMPORT_TOO_MANY_ROWS: 'The file has more than {max} rows: split the order into several files.',
  JS_IMPORT_BAD_COLUMNS: 'The columns chosen are not valid: choose at least the code column.',
};

/** `t` of the import pages and of the upload route's refusals: the shared texts and these. */
export const t = translator<keyof Translations | OrderImportKey>({ ...shared, ...orderImportIt });
