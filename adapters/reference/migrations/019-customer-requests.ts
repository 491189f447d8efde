import type { Migration } from '../../../shared/sqlite.ts';

/**
 * Price-list and information requests (adapters/ports/requests.ts): the requests customers send, the products'
 * price history (a row per change, the prices before it; the price after is the next row's or the product's own)
 * and the EAN barcodes the ERP knows. A customer's last net list of a brand is their newest net-price-list request
 * of it. Times are ISO instants (text compares in time order). Numbered 19, after the highest on its branch:
 * renumber at merge if another branch took it.
 */
export const customerRequests: Migration = {
  version: 19,
  name: 'customer requests',
  up: /* sql */ `
    CREATE TABLE IF NOT EXISTS customer_requests (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('net-price-list', 'price-list', 'information')),
      state TEXT NOT NULL CHECK (state IN ('open', 'handled')),
      customer_id INTEGER NOT NULL REFERENCES customers(id),
      user_id INTEGER NOT NULL REFERENCES users(id),
      brand_id INTEGER REFERENCES brands(id),
      product_id INTEGER REFERENCES products(id),
      name TEXT,
      email TEXT,
      phone TEXT,
      message TEXT,
      mail_id INTEGER,
      created_at TEXT NOT NULL,
      handled_at TEXT
    );
    CREATE INDEX IF NOT EXISTS customer_requests_customer ON customer_requests(customer_id, id);
    CREATE INDEX IF NOT EXISTS customer_requests_lists ON customer_requests(customer_id, kind, brand_id, created_at);
    CREATE TABLE IF NOT EXISTS price_changes (
      id INTEGER PRIMARY KEY,
      product_id INTEGER NOT NULL REFERENCES products(id),
      changed_at TEXT NOT NULL,
      list_cents_before INTEGER NOT NULL,
      net_cents_before INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS price_changes_product ON price_changes(product_id, changed_at);
    CREATE TABLE IF NOT EXISTS product_eans (
      product_id INTEGER PRIMARY KEY REFERENCES products(id),
      ean TEXT NOT NULL
    ) WITHOUT ROWID;
  `,
};
