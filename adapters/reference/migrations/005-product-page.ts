import type { Migration } from '../../../shared/sqlite.ts';

/**
 * What the product page shows besides the product (SPEC §2 product page, §7 get-carcasse, retrieve-omaggi, tire-size,
 * warehouse-movement): core deposits of exchange parts, gifts attached to article codes, the tyre sizes snow chains
 * fit, and customers' own movements of a part. Dates are 'YYYY-MM-DD' in Europe/Rome. Every statement is idempotent,
 * so a copy whose user_version was lowered by hand migrates again cleanly.
 */
export const productPage: Migration = {
  version: 5,
  name: 'product page',
  up: /* sql */ `
    -- "Older codes this one replaces" reads substitute relations backwards: a small partial index for it.
    CREATE INDEX IF NOT EXISTS product_relations_substituted ON product_relations(related_product_id) WHERE kind = 'substitute';

    -- An exchange part (alternator, starter, caliper...) and the deposit product charged with it, refunded when the
    -- old core comes back. The deposit is a product of the catalogue (priced, searchable), usually of the part's brand.
    CREATE TABLE IF NOT EXISTS core_deposits (
      product_id INTEGER PRIMARY KEY REFERENCES products(id),
      deposit_product_id INTEGER NOT NULL REFERENCES products(id) CHECK (deposit_product_id <> product_id)
    );

    -- A gift (omaggio) attached to an article code of any brand (the ERP's cdarti, normalised): buy at least
    -- min_quantity, get quantity of the gift product, from valid_from to valid_until included.
    CREATE TABLE IF NOT EXISTS gifts (
      id INTEGER PRIMARY KEY,
      code_norm TEXT NOT NULL,
      gift_product_id INTEGER NOT NULL REFERENCES products(id),
      title TEXT NOT NULL,
      min_quantity INTEGER NOT NULL CHECK (min_quantity >= 1),
      quantity INTEGER NOT NULL CHECK (quantity >= 1),
      valid_from TEXT NOT NULL CHECK (valid_from GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
      valid_until TEXT NOT NULL CHECK (valid_until GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]' AND valid_until >= valid_from)
    );
    CREATE INDEX IF NOT EXISTS gifts_code ON gifts(code_norm, valid_until);

    -- Snow chains: the typology the configurator filters by, and every tyre size a chain fits (205/55 R16 is
    -- width 205, ratio 55, diameter 16).
    CREATE TABLE IF NOT EXISTS snow_chains (
      product_id INTEGER PRIMARY KEY REFERENCES products(id),
      typology TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS snow_chain_sizes (
      product_id INTEGER NOT NULL REFERENCES snow_chains(product_id),
      width INTEGER NOT NULL CHECK (width > 0),
      ratio INTEGER NOT NULL CHECK (ratio > 0),
      diameter INTEGER NOT NULL CHECK (diameter > 0),
      PRIMARY KEY (product_id, width, ratio, diameter)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS snow_chain_sizes_size ON snow_chain_sizes(width, ratio, diameter);

    -- A customer's own movements of a product, as the ERP's documents say: delivery notes (sale, pieces out to the
    -- customer), credit notes of returns (negative quantity and amount) and open orders. amount_cents is the line's
    -- net amount, the price the customer paid.
    CREATE TABLE IF NOT EXISTS customer_movements (
      id INTEGER PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers(id),
      product_id INTEGER NOT NULL REFERENCES products(id),
      date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
      kind TEXT NOT NULL CHECK (kind IN ('sale', 'return', 'order')),
      document TEXT NOT NULL,
      quantity INTEGER NOT NULL CHECK (quantity <> 0),
      warehouse_code TEXT NOT NULL REFERENCES warehouses(code),
      amount_cents INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS customer_movements_product ON customer_movements(customer_id, product_id, date, id);
  `,
};
