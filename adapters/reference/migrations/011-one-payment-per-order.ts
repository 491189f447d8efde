import type { Database, Migration } from '../../../shared/sqlite.ts';

/**
 * One payment per order (issue 19): the ERP's journal of every payment the shop opens at the provider for an order
 * (pending ones included, so the shop can void them), duplicates approved after the order was paid and their
 * refunds, with at most one approved payment per order enforced by the database itself; and the reference payment
 * provider's book learns voided and refunded payments. SQLite cannot change a CHECK constraint: both tables are
 * rebuilt. An order that was paid more than once keeps its first approval as its payment; the later ones become
 * duplicates, to be refunded. Skips a table already rebuilt, so a copy whose user_version was lowered by hand
 * migrates again.
 */
export const onePaymentPerOrder: Migration = {
  version: 11,
  name: 'one payment per order',
  up: (db) => {
    if (!hasColumn(db, 'order_payments', 'state')) db.exec(ORDER_PAYMENTS);
    if (!hasColumn(db, 'test_payments', 'refunded_at')) db.exec(TEST_PAYMENTS);
  },
};

function hasColumn(db: Database, table: string, column: string): boolean {
  return db
    .prepare<[], { name: string }>(`PRAGMA table_info(${table})`)
    .all()
    .some((found) => found.name === column);
}

const ORDER_PAYMENTS = /* sql */ `
  -- id: the order payments were started in. amount_cents: what the provider holds for it (an older row: the order's total).
  CREATE TABLE order_payments_v11 (
    id INTEGER PRIMARY KEY,
    provider_ref TEXT NOT NULL UNIQUE,
    order_id INTEGER NOT NULL REFERENCES orders(id),
    state TEXT NOT NULL CHECK (state IN ('pending', 'approved', 'declined', 'abandoned', 'voided', 'duplicate', 'refunded')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 1),
    started_at TEXT NOT NULL,        -- when the ERP first heard of it
    recorded_at TEXT NOT NULL        -- when its state last changed
  );
  INSERT INTO order_payments_v11 (provider_ref, order_id, state, amount_cents, started_at, recorded_at)
    SELECT p.provider_ref, p.order_id,
      CASE WHEN p.outcome = 'approved' AND EXISTS (SELECT 1 FROM order_payments q WHERE q.order_id = p.order_id
        AND q.outcome = 'approved' AND (q.recorded_at < p.recorded_at OR (q.recorded_at = p.recorded_at AND q.provider_ref < p.provider_ref)))
      THEN 'duplicate' ELSE p.outcome END,
      max(o.gross_cents, 1), p.recorded_at, p.recorded_at
    FROM order_payments p JOIN orders o ON o.id = p.order_id
    ORDER BY p.recorded_at, p.provider_ref;
  DROP TABLE order_payments;
  ALTER TABLE order_payments_v11 RENAME TO order_payments;
  CREATE INDEX order_payments_order ON order_payments(order_id, id);
  -- Never paid twice, whatever the code above does.
  CREATE UNIQUE INDEX order_payments_one_approved ON order_payments(order_id) WHERE state = 'approved';
`;

const TEST_PAYMENTS = /* sql */ `
  CREATE TABLE test_payments_v11 (
    provider_ref TEXT PRIMARY KEY,
    order_id INTEGER NOT NULL,
    order_number TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 1),
    method TEXT NOT NULL CHECK (method IN ('card', 'wallet')),
    return_url TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined', 'abandoned', 'voided', 'refunded')),
    created_at TEXT NOT NULL,
    decided_at TEXT,                 -- the customer's decision, or the shop's void
    refunded_at TEXT
  ) WITHOUT ROWID;
  INSERT INTO test_payments_v11 (provider_ref, order_id, order_number, amount_cents, method, return_url, status, created_at, decided_at)
    SELECT provider_ref, order_id, order_number, amount_cents, method, return_url, status, created_at, decided_at FROM test_payments;
  DROP TABLE test_payments;
  ALTER TABLE test_payments_v11 RENAME TO test_payments;
`;
