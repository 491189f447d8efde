/** Largest order file the upload takes (SPEC §2 /import-order; the 10 MB). */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
/** Most data rows one order file may have (the port's limit on an import's rows too). */
export const MAX_IMPORT_ROWS = 5000;
