/** Largest order file the upload takes (SPEC §2 /import-order; the 10 MB). */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
