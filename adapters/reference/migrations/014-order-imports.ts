import type { Migration } from '../../../shared/sqlite.ts';

/**
 * Orders imported from spreadsheets (SPEC §1, §3 import-order row, §5): an import per uploaded file, its rows with
 * what matching made of their codes, kept until sent to a cart or deleted. A removed row stays (removed_at set) so
 * removing it again answers the same and the summary counts it. Also the codes of makers the shop does not list (a
 * competitor's catalogue), each with a product of ours that replaces it: matching's third step. Idempotent
 * statements, so a copy whose user_version was lowered by hand migrates again.
 */
export const orderImports: Migration = {
  version: 14,
  name: 'order imports',
  up: /* sql */ `
    CREATE TABLE IF NOT EXISTS order_imports (
      id INTEGER PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers(id),
      user_id INTEGER NOT NULL REFERENCES users(id),
      filename TEXT NOT NULL CHECK (length(filename) BETWEEN 1 AND 200),
      sheet TEXT NOT NULL DEFAULT '',
      state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'sent')),
      cart_id INTEGER,                       -- the cart the rows went to (kept if that cart is later deleted)
      created_at TEXT NOT NULL,
      sent_at TEXT
    );
    CREATE INDEX IF NOT EXISTS order_imports_customer ON order_imports(customer_id, state, id);

    CREATE TABLE IF NOT EXISTS order_import_rows (
      id INTEGER PRIMARY KEY,
      import_id INTEGER NOT NULL REFERENCES order_imports(id) ON DELETE CASCADE,
      line INTEGER NOT NULL CHECK (line >= 1),
      code TEXT NOT NULL,
      reference TEXT NOT NULL DEFAULT '',
      quantity INTEGER CHECK (quantity >= 1),
      quantity_text TEXT NOT NULL DEFAULT '',
      status TEXT NOT NULL CHECK (status IN ('found', 'replaced', 'ambiguous', 'not_found')),
      matched_by TEXT CHECK (matched_by IN ('article', 'oe', 'cross-reference')),
      product_id INTEGER REFERENCES products(id),
      changed INTEGER NOT NULL DEFAULT 0 CHECK (changed IN (0, 1)),
      removed_at TEXT
    );
    CREATE INDEX IF NOT EXISTS order_import_rows_import ON order_import_rows(import_id, status, line);

    CREATE TABLE IF NOT EXISTS competitor_codes (
      code_norm TEXT NOT NULL,
      code TEXT NOT NULL,
      maker TEXT NOT NULL,
      product_id INTEGER NOT NULL REFERENCES products(id),
      PRIMARY KEY (code_norm, product_id)
    ) WITHOUT ROWID;
  `,
};
