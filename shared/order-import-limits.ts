/** Largest order file the upload takes (SPEC §2 /import-order; the 10 MB). */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
/** Most data rows one order file may have (the port's limit on an import's rows too). */
export const MAX_IMPORT_ROWS = 5000;
/** The longest code and reference an import row keeps: a longer cell is a row error (the row says so), kept cut. */
export const MAX_IMPORT_CODE_CHARS = 100;
export const MAX_IMPORT_REFERENCE_CHARS = 200;
