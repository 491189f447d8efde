import type { Migration } from '../../../shared/sqlite.ts';

/**
 * What prices, stock and delivery promises are computed from (SPEC §3 Address and availability reply, §7 availability
 * and delivery): customers' addresses and price conditions, and the distributor's logistics: which warehouse serves
 * which province and how (its own vans, a courier), the vans' runs, courier and express services, the nightly shuttle
 * between warehouses, suppliers' lead times and supplier orders not yet received.
 * Times of day are 'HH:MM' in Europe/Rome; percentages are basis points (250 = 2.5 %).
 */
export const offers: Migration = {
  version: 3,
  name: 'offers',
  up: /* sql */ `
    -- SPEC §3 Address. Checkout reads and writes these too; exactly one default per customer.
    CREATE TABLE customer_addresses (
      id INTEGER PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers(id),
      business TEXT NOT NULL,                -- company name at that address
      street TEXT NOT NULL,
      postal_code TEXT NOT NULL DEFAULT '',
      city TEXT NOT NULL,
      state_province_region TEXT NOT NULL,   -- two-letter province in Italy (SPEC §5), free text abroad
      country TEXT NOT NULL,                 -- as shown: 'Italia'
      iso_country_alpha2 TEXT NOT NULL CHECK (length(iso_country_alpha2) = 2),
      is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
      fg_editable TEXT NOT NULL DEFAULT 'Y' CHECK (fg_editable IN ('Y', 'N')),
      fg_memorize TEXT NOT NULL DEFAULT 'Y' CHECK (fg_memorize IN ('Y', 'N'))
    );
    CREATE INDEX customer_addresses_customer ON customer_addresses(customer_id);
    CREATE UNIQUE INDEX customer_addresses_default ON customer_addresses(customer_id) WHERE is_default = 1;

    -- A customer's conditions: an extra discount on the net price of every brand without a discount of its own
    -- (customer_brand_discounts), and the surcharge on an urgent line (SPEC fgurgente S).
    CREATE TABLE customer_conditions (
      customer_id INTEGER PRIMARY KEY REFERENCES customers(id),
      extra_discount_bp INTEGER NOT NULL DEFAULT 0 CHECK (extra_discount_bp BETWEEN 0 AND 10000),
      urgent_surcharge_bp INTEGER NOT NULL DEFAULT 0 CHECK (urgent_surcharge_bp BETWEEN 0 AND 10000)
    );
    -- A customer's extra discount on one brand (a brand is a price list: products.price_list_code is the brand's).
    CREATE TABLE customer_brand_discounts (
      customer_id INTEGER NOT NULL REFERENCES customers(id),
      brand_id INTEGER NOT NULL REFERENCES brands(id),
      extra_discount_bp INTEGER NOT NULL CHECK (extra_discount_bp BETWEEN 0 AND 10000),
      PRIMARY KEY (customer_id, brand_id)
    ) WITHOUT ROWID;

    -- What each warehouse offers. The main one holds a visitor's stock and serves addresses without a zone (abroad).
    CREATE TABLE warehouse_services (
      warehouse_code TEXT PRIMARY KEY REFERENCES warehouses(code),
      is_main INTEGER NOT NULL DEFAULT 0 CHECK (is_main IN (0, 1)),
      courier_cutoff TEXT NOT NULL,          -- ready before it on a working day: the courier takes it that day
      courier_delivers_by TEXT NOT NULL,     -- ... and delivers it the next working day by this time
      island_extra_days INTEGER NOT NULL DEFAULT 0 CHECK (island_extra_days >= 0),  -- Sicily, Sardinia
      abroad_extra_days INTEGER NOT NULL DEFAULT 0 CHECK (abroad_extra_days >= 0),
      express_cutoff TEXT NOT NULL,          -- urgent courier: ready before it, delivered the next working day
      express_delivers_by TEXT NOT NULL,     -- ... by this time
      express_van_from TEXT,                 -- urgent van trips in the warehouse's van area: first departure,
      express_van_until TEXT,                -- last departure,
      express_van_minutes INTEGER CHECK (express_van_minutes > 0)  -- and the most a trip takes
    ) WITHOUT ROWID;
    CREATE UNIQUE INDEX warehouse_services_main ON warehouse_services(is_main) WHERE is_main = 1;

    -- Which warehouse serves each Italian province, and how: its vans (the distributor's own area) or a courier.
    CREATE TABLE delivery_zones (
      province TEXT PRIMARY KEY,             -- two-letter code, as stateProvinceRegion
      name TEXT NOT NULL,
      region TEXT NOT NULL,
      warehouse_code TEXT NOT NULL REFERENCES warehouses(code),
      method TEXT NOT NULL CHECK (method IN ('van', 'courier')),
      island INTEGER NOT NULL DEFAULT 0 CHECK (island IN (0, 1))
    ) WITHOUT ROWID;

    -- The vans' daily runs from a warehouse: ready before the cut-off, delivered within duration_minutes of departs.
    CREATE TABLE van_runs (
      warehouse_code TEXT NOT NULL REFERENCES warehouses(code),
      departs TEXT NOT NULL,
      cutoff TEXT NOT NULL CHECK (cutoff <= departs),
      duration_minutes INTEGER NOT NULL CHECK (duration_minutes > 0),
      PRIMARY KEY (warehouse_code, departs)
    ) WITHOUT ROWID;

    -- The nightly shuttle: ready at from_code before the cut-off of a working day, at to_code on the nights-th
    -- next working day at arrives.
    CREATE TABLE warehouse_shuttles (
      from_code TEXT NOT NULL REFERENCES warehouses(code),
      to_code TEXT NOT NULL REFERENCES warehouses(code) CHECK (to_code <> from_code),
      cutoff TEXT NOT NULL,
      arrives TEXT NOT NULL,
      nights INTEGER NOT NULL CHECK (nights >= 1),
      PRIMARY KEY (from_code, to_code)
    ) WITHOUT ROWID;

    -- A brand's supplier: ordered before order_cutoff on a working day, delivered to the ordering warehouse on the
    -- working_days-th next working day at arrives (also the hour supplier orders below are received).
    CREATE TABLE supplier_lead_times (
      brand_id INTEGER PRIMARY KEY REFERENCES brands(id),
      working_days INTEGER NOT NULL CHECK (working_days >= 1),
      order_cutoff TEXT NOT NULL,
      arrives TEXT NOT NULL
    );

    -- Supplier orders not yet received: quantity pieces expected at warehouse_code on expected_on (YYYY-MM-DD).
    CREATE TABLE incoming_stock (
      id INTEGER PRIMARY KEY,
      product_id INTEGER NOT NULL REFERENCES products(id),
      warehouse_code TEXT NOT NULL REFERENCES warehouses(code),
      quantity INTEGER NOT NULL CHECK (quantity >= 1),
      expected_on TEXT NOT NULL CHECK (expected_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')
    );
    CREATE INDEX incoming_stock_product ON incoming_stock(product_id, expected_on);
  `,
};
