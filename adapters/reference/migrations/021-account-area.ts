import type { Migration } from '../../../shared/sqlite.ts';

/**
 * Issue 28: the customer's web-service availability flag (SPEC's fgWS), the distributor's communications with their
 * acknowledgements, and the audit of staff acting for customers (switches, ways back, cart calls).
 */
export const accountArea: Migration = {
  version: 21,
  name: 'account area, communications, impersonation audit',
  up: (db) => {
    const has = (table: string, column: string) =>
      (db.prepare(`SELECT count(*) AS n FROM pragma_table_info('${table}') WHERE name = ?`).get(column) as { n: number }).n > 0;
    // Idempotent, so a copy whose user_version was lowered by hand (the upgrade tests) migrates again.
    if (!has('customers', 'fg_ws')) db.exec(`ALTER TABLE customers ADD COLUMN fg_ws TEXT NOT NULL DEFAULT 'N' CHECK (fg_ws IN ('S', 'N'))`);
    if (!has('cart_items', 'added_by_staff')) db.exec('ALTER TABLE cart_items ADD COLUMN added_by_staff INTEGER REFERENCES users(id)');
    db.exec(/* sql */ `
    CREATE TABLE IF NOT EXISTS communications (
      id INTEGER PRIMARY KEY,
      title TEXT NOT NULL,
      body TEXT NOT NULL,
      mandatory INTEGER NOT NULL CHECK (mandatory IN (0, 1)),
      valid_from TEXT NOT NULL,              -- YYYY-MM-DD, first day shown
      valid_to TEXT NOT NULL,                -- YYYY-MM-DD, last day shown
      all_customers INTEGER NOT NULL CHECK (all_customers IN (0, 1)),
      created_by INTEGER NOT NULL REFERENCES users(id),
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS communication_customers (
      communication_id INTEGER NOT NULL REFERENCES communications(id) ON DELETE CASCADE,
      customer_id INTEGER NOT NULL REFERENCES customers(id),
      PRIMARY KEY (communication_id, customer_id)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS communication_acks (
      communication_id INTEGER NOT NULL REFERENCES communications(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id),
      action TEXT NOT NULL CHECK (action IN ('accepted', 'closed')),
      at TEXT NOT NULL,
      PRIMARY KEY (communication_id, user_id)
    ) WITHOUT ROWID;

    CREATE TABLE IF NOT EXISTS impersonation_audit (
      id INTEGER PRIMARY KEY,
      at TEXT NOT NULL,
      staff_user_id INTEGER NOT NULL REFERENCES users(id),
      user_id INTEGER NOT NULL REFERENCES users(id),   -- the customer's user acted for
      customer_id INTEGER NOT NULL REFERENCES customers(id),
      action TEXT NOT NULL,                  -- switch, back, or the cart operation's name
      client_address TEXT NOT NULL DEFAULT '',
      cart_id INTEGER
    );
    CREATE INDEX IF NOT EXISTS impersonation_audit_staff ON impersonation_audit(staff_user_id, id);
    CREATE INDEX IF NOT EXISTS impersonation_audit_customer ON impersonation_audit(customer_id, id);
    `);
  },
};
