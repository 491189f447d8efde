import type { Migration } from '../../../shared/sqlite.ts';

/**
 * The reference schema. Vehicle data follows SPEC §3 (idMarca, idModello, idVeicolo...), the parts tree
 * is groups → subgroups → items ("voci"). Codes keep the brand's spelling in `code` and the
 * normalised form (shared/codes.ts) in an indexed `code_norm`, so code lookups never scan.
 * Small link tables are WITHOUT ROWID to stay compact at a million products.
 */
export const initial: Migration = {
  version: 1,
  name: 'initial',
  up: /* sql */ `
    CREATE TABLE makers (
      id INTEGER PRIMARY KEY,                -- idMarca
      name TEXT NOT NULL UNIQUE,             -- marca
      price_list_code TEXT NOT NULL UNIQUE   -- codiceListino
    );

    CREATE TABLE models (
      id INTEGER PRIMARY KEY,                -- idModello
      maker_id INTEGER NOT NULL REFERENCES makers(id),
      name TEXT NOT NULL,                    -- modello
      year_from INTEGER NOT NULL,            -- modelloAnno: first year of production
      year_to INTEGER                        -- NULL while still produced
    );
    CREATE INDEX models_maker ON models(maker_id, name);

    CREATE TABLE vehicles (
      id INTEGER PRIMARY KEY,                -- idVeicolo
      model_id INTEGER NOT NULL REFERENCES models(id),
      version TEXT NOT NULL,                 -- versione
      body TEXT NOT NULL,
      kw INTEGER NOT NULL,
      cv INTEGER NOT NULL,
      date_from TEXT NOT NULL,               -- dal, 'YYYY-MM'
      date_to TEXT,                          -- al, 'YYYY-MM' or NULL
      engine_code TEXT NOT NULL,             -- motore
      cm3 INTEGER NOT NULL,
      valves INTEGER NOT NULL,               -- valvole
      fuel TEXT NOT NULL CHECK (length(fuel) = 1)  -- alimentazione: A, M, N, B, D, G (SPEC §3)
    );
    CREATE INDEX vehicles_model ON vehicles(model_id);

    CREATE TABLE part_groups (
      id INTEGER PRIMARY KEY,                -- idGruppo
      name TEXT NOT NULL,                    -- gruppo
      sort INTEGER NOT NULL
    );

    CREATE TABLE part_subgroups (
      id INTEGER PRIMARY KEY,                -- idSottogruppo
      group_id INTEGER NOT NULL REFERENCES part_groups(id),
      name TEXT NOT NULL,
      sort INTEGER NOT NULL
    );
    CREATE INDEX part_subgroups_group ON part_subgroups(group_id);

    CREATE TABLE part_items (
      id INTEGER PRIMARY KEY,                -- idVoce
      subgroup_id INTEGER NOT NULL REFERENCES part_subgroups(id),
      name TEXT NOT NULL,                    -- voce
      sort INTEGER NOT NULL
    );
    CREATE INDEX part_items_subgroup ON part_items(subgroup_id);

    CREATE TABLE brands (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE,
      price_list_code TEXT NOT NULL UNIQUE
    );

    CREATE TABLE warehouses (
      code TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      sort INTEGER NOT NULL
    );

    CREATE TABLE products (
      id INTEGER PRIMARY KEY,
      brand_id INTEGER NOT NULL REFERENCES brands(id),
      code TEXT NOT NULL,
      code_norm TEXT NOT NULL,
      description TEXT NOT NULL,
      price_list_code TEXT NOT NULL,
      list_cents INTEGER NOT NULL CHECK (list_cents >= 0),
      net_cents INTEGER NOT NULL CHECK (net_cents >= 0),
      pack_qty INTEGER NOT NULL DEFAULT 1 CHECK (pack_qty >= 1),
      min_qty INTEGER NOT NULL DEFAULT 1 CHECK (min_qty >= 1),
      part_item_id INTEGER REFERENCES part_items(id)
    );
    CREATE INDEX products_code_norm ON products(code_norm);
    CREATE INDEX products_brand ON products(brand_id, code_norm);
    CREATE INDEX products_part_item ON products(part_item_id);

    -- Only warehouses holding the product have a row; readers show the others at 0.
    CREATE TABLE stock (
      product_id INTEGER NOT NULL REFERENCES products(id),
      warehouse_code TEXT NOT NULL REFERENCES warehouses(code),
      quantity INTEGER NOT NULL CHECK (quantity >= 0),
      PRIMARY KEY (product_id, warehouse_code)
    ) WITHOUT ROWID;

    -- An original-equipment number of a maker; products sharing it are interchangeable.
    CREATE TABLE oe_codes (
      id INTEGER PRIMARY KEY,
      maker_id INTEGER NOT NULL REFERENCES makers(id),
      part_item_id INTEGER REFERENCES part_items(id),
      code TEXT NOT NULL,
      code_norm TEXT NOT NULL
    );
    CREATE INDEX oe_codes_code_norm ON oe_codes(code_norm);

    CREATE TABLE product_oe_codes (
      product_id INTEGER NOT NULL REFERENCES products(id),
      oe_code_id INTEGER NOT NULL REFERENCES oe_codes(id),
      PRIMARY KEY (product_id, oe_code_id)
    ) WITHOUT ROWID;
    CREATE INDEX product_oe_codes_oe ON product_oe_codes(oe_code_id, product_id);

    CREATE TABLE cross_references (
      product_id INTEGER NOT NULL REFERENCES products(id),
      other_product_id INTEGER NOT NULL REFERENCES products(id),
      PRIMARY KEY (product_id, other_product_id)
    ) WITHOUT ROWID;

    -- Which part items fit a vehicle, through which OE number (SPEC: criteria codiceOE per idVeicolo + idVoce).
    CREATE TABLE vehicle_parts (
      vehicle_id INTEGER NOT NULL REFERENCES vehicles(id),
      part_item_id INTEGER NOT NULL REFERENCES part_items(id),
      oe_code_id INTEGER NOT NULL REFERENCES oe_codes(id),
      PRIMARY KEY (vehicle_id, part_item_id, oe_code_id)
    ) WITHOUT ROWID;
    CREATE INDEX vehicle_parts_oe ON vehicle_parts(oe_code_id);

    -- Words of descriptions and brand names; rowid = products.id.
    CREATE VIRTUAL TABLE products_fts USING fts5(
      description, brand,
      content = '', contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 2'
    );

    CREATE TABLE customers (
      id INTEGER PRIMARY KEY,
      cdclie_m TEXT NOT NULL UNIQUE,         -- cdclieM
      company_name TEXT NOT NULL,
      vat_identification_number TEXT NOT NULL,
      city TEXT NOT NULL,
      state_province_region TEXT NOT NULL,   -- two-letter province
      dsagen TEXT NOT NULL                   -- agent name
    );
    CREATE INDEX customers_company ON customers(company_name);

    CREATE TABLE users (
      id INTEGER PRIMARY KEY,
      username TEXT NOT NULL UNIQUE COLLATE NOCASE,
      password_hash TEXT,                    -- NULL: cannot log in (only reachable by switch user)
      roles TEXT NOT NULL DEFAULT '["customer"]',  -- JSON array of role names
      customer_id INTEGER NOT NULL REFERENCES customers(id)
    );
    CREATE INDEX users_customer ON users(customer_id);

    CREATE TABLE carts (
      id INTEGER PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers(id),
      user_id INTEGER NOT NULL REFERENCES users(id),
      nome_ordine TEXT NOT NULL DEFAULT '',
      note_ordine TEXT NOT NULL DEFAULT '',
      vin TEXT NOT NULL DEFAULT '',
      plate TEXT NOT NULL DEFAULT '',
      modello TEXT NOT NULL DEFAULT '',
      tipo_ordine TEXT NOT NULL DEFAULT '',
      fgurgente TEXT NOT NULL DEFAULT 'N' CHECK (fgurgente IN ('S', 'N')),
      status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'ordered')),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX carts_customer ON carts(customer_id, status, updated_at);

    CREATE TABLE cart_items (
      id INTEGER PRIMARY KEY,                -- orderItemId
      cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
      product_id INTEGER NOT NULL REFERENCES products(id),
      quantity INTEGER NOT NULL CHECK (quantity >= 1),
      fgurgente TEXT NOT NULL DEFAULT 'N' CHECK (fgurgente IN ('S', 'N')),
      note TEXT NOT NULL DEFAULT '',
      vehicle TEXT NOT NULL DEFAULT '',
      created_at TEXT NOT NULL
    );
    CREATE INDEX cart_items_cart ON cart_items(cart_id, product_id, fgurgente);

    -- Results of non-idempotent calls by (scope, key), replayed on a retry with the same key.
    CREATE TABLE idempotency_keys (
      scope TEXT NOT NULL,
      key TEXT NOT NULL,
      request_hash TEXT NOT NULL,
      result TEXT NOT NULL,
      created_at TEXT NOT NULL,
      PRIMARY KEY (scope, key)
    ) WITHOUT ROWID;

    CREATE TABLE promotions (
      id INTEGER PRIMARY KEY,
      sort INTEGER NOT NULL,
      title TEXT NOT NULL,
      subtitle TEXT NOT NULL,
      product_id INTEGER NOT NULL REFERENCES products(id)
    );

    -- One row once the demo data is complete; written in the seeding transaction.
    CREATE TABLE seed_state (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      seed INTEGER NOT NULL,
      products INTEGER NOT NULL,
      generator_version INTEGER NOT NULL,
      duration_ms INTEGER NOT NULL,
      completed_at TEXT NOT NULL
    );
  `,
};
