import type { Migration } from '../../../shared/sqlite.ts';

/**
 * Issue 43: an import row whose code or reference was too long in the file says so (order-import port's
 * `problem`). Idempotent, so a copy whose user_version was lowered by hand migrates again.
 */
export const importRowProblems: Migration = {
  version: 22,
  name: 'import row problems',
  up: (db) => {
    const has =
      (db.prepare(`SELECT count(*) AS n FROM pragma_table_info('order_import_rows') WHERE name = 'problem'`).get() as { n: number }).n > 0;
    if (!has) {
      db.exec(`ALTER TABLE order_import_rows ADD COLUMN problem TEXT CHECK (problem IN ('code-too-long', 'reference-too-long'))`);
    }
  },
};
