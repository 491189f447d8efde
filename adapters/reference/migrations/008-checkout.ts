import type { Migration } from '../../../shared/sqlite.ts';

/**
 * Checkout (issue 10): how orders travel and what they cost (fulfilment options per area), customers' agreed
 * payment terms, placed orders with their lines, address, option and promise as they were when ordered, the stock
 * they reserve, the payments the provider confirmed, and the reference payment provider's own sessions.
 * Idempotent statements, so a copy whose user_version was lowered by hand migrates again.
 */
export const checkout: Migration = {
  version: 8,
  name: 'checkout',
  up: /* sql */ `
    -- area: 'van' (the distributor's own delivery area, SPEC §5's TV VE VI PD RO), 'courier' (the rest of Italy),
    -- 'abroad'. A price is waived from free_from_cents of goods (net); urgent: every line travels urgent.
    CREATE TABLE IF NOT EXISTS fulfilment_options (
      id TEXT PRIMARY KEY,
      area TEXT NOT NULL CHECK (area IN ('van', 'courier', 'abroad')),
      kind TEXT NOT NULL CHECK (kind IN ('van', 'courier', 'express', 'pickup')),
      label TEXT NOT NULL,
      description TEXT NOT NULL,
      price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
      free_from_cents INTEGER CHECK (free_from_cents > 0),
      urgent INTEGER NOT NULL DEFAULT 0 CHECK (urgent IN (0, 1)),
      position INTEGER NOT NULL
    ) WITHOUT ROWID;
    INSERT OR IGNORE INTO fulfilment_options (id, area, kind, label, description, price_cents, free_from_cents, urgent, position) VALUES
      ('VAN', 'van', 'van', 'Consegna con i nostri furgoni', 'Con il primo giro utile dei furgoni del distributore.', 0, NULL, 0, 1),
      ('VAN-EXPRESS', 'van', 'express', 'Corsa espressa', 'Un furgone dedicato parte appena la merce è pronta.', 2500, NULL, 1, 2),
      ('PICKUP', 'van', 'pickup', 'Ritiro al banco', 'Ritiri tu la merce al banco del magazzino di Treviso.', 0, NULL, 0, 3),
      ('COURIER', 'courier', 'courier', 'Corriere', 'Corriere espresso nazionale, consegna il giorno lavorativo dopo la partenza.', 990, 25000, 0, 4),
      ('EXPRESS', 'courier', 'express', 'Corriere urgente', 'Partenza in giornata con il corriere urgente, consegna entro le 10:30.', 1990, NULL, 1, 5),
      ('COURIER-INT', 'abroad', 'courier', 'Corriere internazionale', 'Corriere europeo: qualche giorno lavorativo in più.', 2490, 60000, 0, 6);

    CREATE TABLE IF NOT EXISTS payment_terms (
      code TEXT PRIMARY KEY,
      label TEXT NOT NULL
    ) WITHOUT ROWID;
    INSERT OR IGNORE INTO payment_terms (code, label) VALUES
      ('RB60', 'Ri.Ba. 60 giorni fine mese'),
      ('RB30', 'Ri.Ba. 30 giorni fine mese'),
      ('BB30', 'Bonifico bancario a 30 giorni data fattura');
    -- The terms a customer agreed with the distributor (demo data); none: they pay by card or wallet.
    CREATE TABLE IF NOT EXISTS customer_payment_terms (
      customer_id INTEGER PRIMARY KEY REFERENCES customers(id),
      terms_code TEXT NOT NULL REFERENCES payment_terms(code)
    ) WITHOUT ROWID;

    CREATE TABLE IF NOT EXISTS orders (
      id INTEGER PRIMARY KEY,
      number TEXT NOT NULL UNIQUE,
      customer_id INTEGER NOT NULL REFERENCES customers(id),
      user_id INTEGER NOT NULL REFERENCES users(id),             -- whom it was placed for
      impersonator_id INTEGER REFERENCES users(id),              -- staff who placed it (switch user)
      cart_id INTEGER NOT NULL UNIQUE REFERENCES carts(id),      -- one order per cart, ever
      placed_at TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('awaiting_payment', 'confirmed')),
      payment_method TEXT NOT NULL CHECK (payment_method IN ('card', 'wallet', 'terms')),
      payment_state TEXT NOT NULL CHECK (payment_state IN ('awaiting', 'paid', 'on_terms')),
      nome_ordine TEXT NOT NULL,
      note_ordine TEXT NOT NULL,
      vin TEXT NOT NULL,
      plate TEXT NOT NULL,
      modello TEXT NOT NULL,
      tipo_ordine TEXT NOT NULL,
      address TEXT NOT NULL,          -- JSON: the address as it was
      fulfilment TEXT NOT NULL,       -- JSON: { id, kind, label, priceCents }
      promised_delivery TEXT,         -- JSON: the promise when ordered, or NULL
      net_cents INTEGER NOT NULL CHECK (net_cents >= 0),
      shipping_cents INTEGER NOT NULL CHECK (shipping_cents >= 0),
      vat_cents INTEGER NOT NULL CHECK (vat_cents >= 0),
      gross_cents INTEGER NOT NULL CHECK (gross_cents >= 0)
    );
    CREATE INDEX IF NOT EXISTS orders_customer ON orders(customer_id, id DESC);

    CREATE TABLE IF NOT EXISTS order_lines (
      order_id INTEGER NOT NULL REFERENCES orders(id),
      line_no INTEGER NOT NULL,
      product_id INTEGER NOT NULL REFERENCES products(id),
      brand TEXT NOT NULL,
      code TEXT NOT NULL,
      description TEXT NOT NULL,
      quantity INTEGER NOT NULL CHECK (quantity >= 1),
      urgent INTEGER NOT NULL CHECK (urgent IN (0, 1)),
      note TEXT NOT NULL,
      vehicle TEXT NOT NULL,
      unit_net_cents INTEGER NOT NULL CHECK (unit_net_cents >= 0),
      PRIMARY KEY (order_id, line_no)
    ) WITHOUT ROWID;

    -- Pieces taken off a warehouse's available stock for an order (stock.quantity is what is left to sell).
    CREATE TABLE IF NOT EXISTS stock_reservations (
      order_id INTEGER NOT NULL REFERENCES orders(id),
      product_id INTEGER NOT NULL REFERENCES products(id),
      warehouse_code TEXT NOT NULL REFERENCES warehouses(code),
      quantity INTEGER NOT NULL CHECK (quantity >= 1),
      PRIMARY KEY (order_id, product_id, warehouse_code)
    ) WITHOUT ROWID;

    -- What the payment provider confirmed, once per provider reference.
    CREATE TABLE IF NOT EXISTS order_payments (
      provider_ref TEXT PRIMARY KEY,
      order_id INTEGER NOT NULL REFERENCES orders(id),
      outcome TEXT NOT NULL CHECK (outcome IN ('approved', 'declined', 'abandoned')),
      recorded_at TEXT NOT NULL
    ) WITHOUT ROWID;

    -- The reference payment provider's own book (another company's system in real life).
    CREATE TABLE IF NOT EXISTS test_payments (
      provider_ref TEXT PRIMARY KEY,
      order_id INTEGER NOT NULL,
      order_number TEXT NOT NULL,
      amount_cents INTEGER NOT NULL CHECK (amount_cents >= 1),
      method TEXT NOT NULL CHECK (method IN ('card', 'wallet')),
      return_url TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined', 'abandoned')),
      created_at TEXT NOT NULL,
      decided_at TEXT
    ) WITHOUT ROWID;
  `,
};
