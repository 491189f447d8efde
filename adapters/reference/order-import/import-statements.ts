import type { Database } from '../../../shared/sqlite.ts';
import type { ImportSummary, MatchStatus, RowProblem } from '../../ports/order-import.ts';

/** An import's row as stored, with its product's columns (null when it has none). */
export interface RowRecord {
  rowId: number;
  importId: number;
  line: number;
  code: string;
  reference: string;
  quantity: number | null;
  quantityText: string;
  problem: RowProblem | null;
  status: MatchStatus;
  matchedBy: 'article' | 'oe' | 'cross-reference' | null;
  changed: 0 | 1;
  productId: number | null;
  brand: string | null;
  productCode: string | null;
  description: string | null;
  minQty: number | null;
  packQty: number | null;
}

export type SummaryRecord = Omit<ImportSummary, 'counts'> & {
  found: number;
  replaced: number;
  ambiguous: number;
  notFound: number;
  changed: number;
  removed: number;
};

const live = 'r.removed_at IS NULL';
const SUMMARY = `SELECT i.id AS importId, i.filename, i.sheet, i.created_at AS createdAt, i.state, i.cart_id AS cartId,
  i.sent_at AS sentAt, count(r.id) - coalesce(sum(r.removed_at IS NOT NULL), 0) AS rows,
  coalesce(sum(${live} AND r.status = 'found'), 0) AS found, coalesce(sum(${live} AND r.status = 'replaced'), 0) AS replaced,
  coalesce(sum(${live} AND r.status = 'ambiguous'), 0) AS ambiguous, coalesce(sum(${live} AND r.status = 'not_found'), 0) AS notFound,
  coalesce(sum(${live} AND r.changed = 1), 0) AS changed, coalesce(sum(r.removed_at IS NOT NULL), 0) AS removed
  FROM order_imports i LEFT JOIN order_import_rows r ON r.import_id = i.id`;

const ROW = `SELECT r.id AS rowId, r.import_id AS importId, r.line, r.code, r.reference, r.quantity, r.quantity_text AS quantityText, r.problem, r.status,
  r.matched_by AS matchedBy, r.changed, p.id AS productId, b.name AS brand, p.code AS productCode, p.description,
  p.min_qty AS minQty, p.pack_qty AS packQty
  FROM order_import_rows r LEFT JOIN products p ON p.id = r.product_id LEFT JOIN brands b ON b.id = p.brand_id`;

const ROW_COLUMNS = 'line, code, reference, quantity, quantity_text, status, matched_by, product_id, problem';

/**
 * Where a large import's rows wait, a chunk a transaction, until the import is stored with all of them at once: a
 * temporary table (this connection's own, gone with it), so a half-stored import is never seen nor left behind.
 */
const STAGING = `CREATE TEMP TABLE IF NOT EXISTS order_import_staging (batch INTEGER NOT NULL, seq INTEGER NOT NULL,
  line INTEGER NOT NULL, code TEXT NOT NULL, reference TEXT NOT NULL, quantity INTEGER, quantity_text TEXT NOT NULL,
  status TEXT NOT NULL, matched_by TEXT, product_id INTEGER, problem TEXT, PRIMARY KEY (batch, seq)) WITHOUT ROWID`;

/** Every statement of the reference imports; each names the customer wherever an import or row comes from outside. */
export function importStatements(db: Database) {
  db.exec(STAGING);
  return {
    stageRow: db.prepare(`INSERT INTO temp.order_import_staging (batch, seq, ${ROW_COLUMNS}) VALUES (@batch, @seq, @line, @code,
      @reference, @quantity, @quantityText, @status, @matchedBy, @productId, @problem)`),
    /** The staged rows of a batch into an import, in the order they came. */
    moveStaged: db.prepare<[number, number]>(`INSERT INTO order_import_rows (import_id, ${ROW_COLUMNS})
      SELECT ?, ${ROW_COLUMNS} FROM temp.order_import_staging WHERE batch = ? ORDER BY seq`),
    dropStaged: db.prepare<[number]>('DELETE FROM temp.order_import_staging WHERE batch = ?'),
    summary: db.prepare<[number, number], SummaryRecord>(`${SUMMARY} WHERE i.id = ? AND i.customer_id = ? GROUP BY i.id`),
    /** The open imports and those sent since the date given. */
    summaries: db.prepare<[number, string], SummaryRecord>(`${SUMMARY} WHERE i.customer_id = ? AND (i.state = 'open' OR i.sent_at >= ?)
      GROUP BY i.id ORDER BY i.id DESC`),
    ownImport: db.prepare<[number, number], { id: number; state: 'open' | 'sent'; filename: string; cartId: number | null }>(
      'SELECT id, state, filename, cart_id AS cartId FROM order_imports WHERE id = ? AND customer_id = ?',
    ),
    ownRow: db.prepare<[number, number], { importId: number; state: 'open' | 'sent'; removed: 0 | 1 }>(
      `SELECT r.import_id AS importId, i.state, (r.removed_at IS NOT NULL) AS removed FROM order_import_rows r
      JOIN order_imports i ON i.id = r.import_id WHERE r.id = ? AND i.customer_id = ?`,
    ),
    openCount: db.prepare<[number], number>(`SELECT count(*) FROM order_imports WHERE customer_id = ? AND state = 'open'`).pluck(),
    purgeSent: db.prepare<[number, string]>(`DELETE FROM order_imports WHERE customer_id = ? AND state = 'sent' AND sent_at < ?`),
    insertImport: db.prepare<[number, number, string, string, string]>(
      'INSERT INTO order_imports (customer_id, user_id, filename, sheet, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    /** How many of the ids (a JSON array) are products. */
    knownProducts: db.prepare<[string], number>('SELECT count(*) FROM products WHERE id IN (SELECT value FROM json_each(?))').pluck(),
    productExists: db.prepare<[number], number>('SELECT count(*) FROM products WHERE id = ?').pluck(),
    row: db.prepare<[number], RowRecord>(`${ROW} WHERE r.id = ?`),
    /** A page of live rows in file order, of one status or (null) all. */
    // The page is chosen among the import's rows alone, then joined: joining all 5,000 rows to sort them took
    // milliseconds a page, and the order's total reads them all.
    rows: db.prepare<[number, string | null, string | null, number, number], RowRecord>(
      ROW.replace(
        'FROM order_import_rows r',
        `FROM (SELECT * FROM order_import_rows r WHERE r.import_id = ? AND ${live} AND (? IS NULL OR r.status = ?)
        ORDER BY r.line, r.id LIMIT ? OFFSET ?) r`,
      ) + ' ORDER BY r.line, r.id',
    ),
    rowCount: db
      .prepare<[number, string | null, string | null], number>(
        `SELECT count(*) FROM order_import_rows r WHERE r.import_id = ? AND ${live} AND (? IS NULL OR r.status = ?)`,
      )
      .pluck(),
    liveRowOf: db
      .prepare<[number, number], number>(`SELECT r.id FROM order_import_rows r WHERE r.id = ? AND r.import_id = ? AND ${live}`)
      .pluck(),
    /** Null fields stay; `setProduct` 1 writes `productId` (null clears it). */
    updateRow: db.prepare(`UPDATE order_import_rows SET quantity = coalesce(@quantity, quantity),
      quantity_text = CASE WHEN @quantity IS NULL THEN quantity_text ELSE CAST(@quantity AS TEXT) END,
      reference = coalesce(@reference, reference), product_id = CASE @setProduct WHEN 1 THEN @productId ELSE product_id END,
      changed = 1 WHERE id = @rowId`),
    removeRow: db.prepare<[string, number]>('UPDATE order_import_rows SET removed_at = ? WHERE id = ? AND removed_at IS NULL'),
    removeImport: db.prepare<[number, number]>('DELETE FROM order_imports WHERE id = ? AND customer_id = ?'),
    markSent: db.prepare<[number, string, number]>(`UPDATE order_imports SET state = 'sent', cart_id = ?, sent_at = ? WHERE id = ?`),
    sentLines: db
      .prepare<[number], number>(`SELECT count(DISTINCT product_id) FROM order_import_rows r WHERE r.import_id = ? AND ${live}`)
      .pluck(),
  };
}
export type ImportStatements = ReturnType<typeof importStatements>;
